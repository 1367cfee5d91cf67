import type { OpenApiMeta } from 'trpc-to-openapi';

/** Media types of the files the REST facade answers (http/rest.ts serves an `archivo` answer as the file itself). */
export const MEDIA = {
  pdf: 'application/pdf',
  csv: 'text/csv',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
} as const;

/** What a procedure that answers a file says about it: its media types, and whether JSON stays possible (`?formato=json`). */
export interface FileAnswer {
  types: readonly string[];
  alsoJson?: boolean;
}

/**
 * A procedure's meta: trpc-to-openapi's, plus `files` for a procedure whose output carries an
 * `archivo`: over REST it answers the file itself instead of JSON, and the OpenAPI document says so
 * (http/openapi-operations.ts).
 */
export type ApiMeta = OpenApiMeta & { files?: FileAnswer };
