/** The help buttons' WhatsApp number the browser suite's server is configured with (WHATSAPP_NUMBER). */
export const E2E_WHATSAPP_NUMBER = '573001234567';
