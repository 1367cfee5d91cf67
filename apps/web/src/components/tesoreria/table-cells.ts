import { td } from '../ui/table.tsx';

/** A figure cell: right-aligned, tabular digits. */
export const right = `${td} text-right tabular-nums`;
