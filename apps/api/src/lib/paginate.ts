// One way to page a list: every paginated input carries `page` (from 1) and `pageSize`.
export interface PageInput {
  page: number;
  pageSize: number;
}

/** Prisma's skip/take for the requested page. */
export function pageOf({ page, pageSize }: PageInput): { skip: number; take: number } {
  return { skip: (page - 1) * pageSize, take: pageSize };
}
