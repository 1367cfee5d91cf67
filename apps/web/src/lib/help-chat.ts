// The help buttons' chat link comes from the server's configuration (WHATSAPP_NUMBER), written into
// index.html as <meta name="horizonte-chat">: no placeholder number is ever shown, and without a
// configured number there is no chat button.
export function helpChatUrl(): string | null {
  if (typeof document === 'undefined') return null;
  return document.querySelector<HTMLMetaElement>('meta[name="horizonte-chat"]')?.content || null;
}
