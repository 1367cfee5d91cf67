// Drawing the treasury's PDF documents (pdfkit, its built-in Helvetica: no font files, no network). Pure
// CPU work on plain data: it runs in the heavy-work pool (src/workers), never on the event loop.
import PDFDocument from 'pdfkit';

export interface Tabla {
  columnas: { titulo: string; ancho: number; derecha?: boolean }[];
  filas: string[][];
}

export interface Documento {
  titulo: string;
  conjunto: { nombre: string; nit: string; direccion: string; ciudad: string };
  lineas: string[];
  tabla?: Tabla;
  /** Further titled parts, each with its lines and table (the consejo's monthly report). */
  secciones?: { titulo: string; lineas?: string[]; tabla?: Tabla }[];
  pie?: string[];
}

function tabla(pdf: PDFKit.PDFDocument, t: Tabla): void {
  pdf.moveDown();
  const left = pdf.page.margins.left;
  const fila = (celdas: string[], bold: boolean) => {
    if (pdf.y > pdf.page.height - pdf.page.margins.bottom - 30) pdf.addPage();
    const y = pdf.y;
    let x = left;
    pdf.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(8);
    let alto = 0;
    t.columnas.forEach((col, i) => {
      pdf.text(celdas[i] ?? '', x, y, { width: col.ancho - 4, align: col.derecha ? 'right' : 'left' });
      alto = Math.max(alto, pdf.y - y);
      x += col.ancho;
    });
    pdf.x = left;
    pdf.y = y + alto + 2;
  };
  fila(
    t.columnas.map((c) => c.titulo),
    true,
  );
  for (const f of t.filas) fila(f, false);
}

/** Draws a one-column document: header with the complex, title, lines, an optional table, footer. */
export function drawPdf(doc: Documento): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const pdf = new PDFDocument({ size: 'LETTER', margin: 50, info: { Title: doc.titulo, Producer: 'Horizonte' } });
    const chunks: Buffer[] = [];
    pdf.on('data', (c: Buffer) => chunks.push(c));
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
    pdf.font('Helvetica-Bold').fontSize(14).text(doc.conjunto.nombre);
    pdf.font('Helvetica').fontSize(9).text(`NIT ${doc.conjunto.nit} · ${doc.conjunto.direccion}, ${doc.conjunto.ciudad}`);
    pdf.moveDown();
    pdf.font('Helvetica-Bold').fontSize(16).text(doc.titulo);
    pdf.moveDown(0.5);
    pdf.font('Helvetica').fontSize(10);
    for (const linea of doc.lineas) pdf.text(linea);
    if (doc.tabla) tabla(pdf, doc.tabla);
    for (const seccion of doc.secciones ?? []) {
      pdf.moveDown();
      if (pdf.y > pdf.page.height - pdf.page.margins.bottom - 60) pdf.addPage();
      pdf.font('Helvetica-Bold').fontSize(12).text(seccion.titulo, pdf.page.margins.left);
      pdf.font('Helvetica').fontSize(10);
      for (const linea of seccion.lineas ?? []) pdf.text(linea);
      if (seccion.tabla) tabla(pdf, seccion.tabla);
    }
    if (doc.pie?.length) {
      pdf.moveDown();
      pdf.font('Helvetica').fontSize(9);
      for (const linea of doc.pie) pdf.text(linea, pdf.page.margins.left);
    }
    pdf.end();
  });
}
