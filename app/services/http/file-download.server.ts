/** Spreadsheet downloads (the catalogue export and template): the format a URL asks for, and the answer that carries the file. */
export type SpreadsheetFormat = 'csv' | 'xlsx';

const CONTENT_TYPES: Record<SpreadsheetFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/** ".xlsx" at the end of the path asks for XLSX; anything else (".csv") for CSV. */
export function formatOfPath(request: Request): SpreadsheetFormat {
  return new URL(request.url).pathname.endsWith('.xlsx') ? 'xlsx' : 'csv';
}

export function fileDownload(body: ReadableStream<Uint8Array> | Uint8Array, format: SpreadsheetFormat, fileName: string): Response {
  return new Response(body as BodyInit, {
    headers: {
      'content-type': CONTENT_TYPES[format],
      'content-disposition': `attachment; filename="${fileName.replace(/[^\w.-]/g, '-')}"`,
      'cache-control': 'private, no-store',
    },
  });
}
