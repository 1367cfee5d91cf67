import { clsx, type ClassValue } from 'clsx';

// Joins class names and lets a later Tailwind utility replace an earlier one of the same property
// (`p-5` then `p-4` keeps `p-4`), as tailwind-merge did, in a few hundred bytes instead of its 8 KB gz
// on every signed-in page (issue 27). It knows the utilities this app writes, not all of Tailwind.

const DISPLAY = new Set([
  'block',
  'inline-block',
  'inline',
  'flex',
  'inline-flex',
  'grid',
  'inline-grid',
  'hidden',
  'contents',
  'table',
]);
const POSITION = new Set(['static', 'fixed', 'absolute', 'relative', 'sticky']);
const TEXT_SIZE = /^text-(?:xs|sm|base|lg|xl|\dxl|\[\d.*\])$/;
const TEXT_TRANSFORM = new Set(['uppercase', 'lowercase', 'capitalize', 'normal-case']);
const TEXT_ALIGN = /^text-(?:left|center|right|justify|start|end)$/;
const FONT_WEIGHT = /^font-(?:thin|extralight|light|normal|medium|semibold|bold|extrabold|black)$/;
const FONT_FAMILY = /^font-(?:sans|serif|mono)$/;
const SHADOW_SIZE = /^shadow(?:-(?:2xs|xs|sm|md|lg|xl|2xl|none))?$/;
const BORDER_WIDTH = /^border(?:-([trblxyse]))?(?:-\d+)?$/;
const BORDER_STYLE = /^border-(?:solid|dashed|dotted|double|hidden|none)$/;
const OUTLINE_WIDTH = /^outline(?:-\d+)?$/;
const RING_WIDTH = /^ring(?:-\d+)?$/;
const BORDER_SIDE_COLOR = /^border-([trblxyse])-[a-z]/;
const DIVIDE_WIDTH = /^divide-([xy])(?:-\d+)?$/;
const LIST = /^list-(?:(inside|outside)|[a-z]+)$/;
/** Keyword utilities whose value has dashes: `whitespace-pre-wrap` → `whitespace`. */
const KEYWORD_PREFIXES = /^(whitespace|break|leading|tracking|basis|object|cursor|select|line-clamp)-/;
const FLEX = /^flex-(?:(row|col)(?:-reverse)?|(wrap|nowrap|wrap-reverse)|(\d+|auto|initial|none))$/;
/** Utilities whose whole value names one property (a colour, a keyword): the prefix is the group. */
const COLOR_PREFIXES = [
  'bg',
  'text',
  'border',
  'ring',
  'outline',
  'fill',
  'stroke',
  'decoration',
  'shadow',
  'divide',
  'from',
  'via',
  'to',
  'accent',
  'caret',
  'placeholder',
];

/** The property family of one utility, without its variants: `p-4` → `p`, `text-sm` → `text-size`. */
function family(utility: string): string {
  const u = utility.replace(/^!?-?/, '');
  if (DISPLAY.has(u)) return 'display';
  if (POSITION.has(u)) return 'position';
  if (u.startsWith('[')) return u.slice(1, u.indexOf(':'));
  if (TEXT_SIZE.test(u)) return 'text-size';
  if (TEXT_TRANSFORM.has(u)) return 'text-transform';
  if (TEXT_ALIGN.test(u)) return 'text-align';
  if (FONT_WEIGHT.test(u)) return 'font-weight';
  if (FONT_FAMILY.test(u)) return 'font-family';
  if (SHADOW_SIZE.test(u)) return 'shadow';
  if (OUTLINE_WIDTH.test(u)) return 'outline-width';
  if (RING_WIDTH.test(u)) return 'ring-width';
  if (BORDER_STYLE.test(u)) return 'border-style';
  const border = BORDER_WIDTH.exec(u);
  if (border) return `border-width${border[1] ? `-${border[1]}` : ''}`;
  const sideColor = BORDER_SIDE_COLOR.exec(u);
  if (sideColor) return `border-color-${sideColor[1]}`;
  const divide = DIVIDE_WIDTH.exec(u);
  if (divide) return `divide-width-${divide[1]}`;
  const list = LIST.exec(u);
  if (list) return list[1] ? 'list-position' : 'list-type';
  const keyword = KEYWORD_PREFIXES.exec(u);
  if (keyword) return keyword[1]!;
  const flex = FLEX.exec(u);
  if (flex) return flex[1] ? 'flex-direction' : flex[2] ? 'flex-wrap' : 'flex';
  if (/^outline-offset-/.test(u)) return 'outline-offset';
  if (/^ring-offset-/.test(u)) return 'ring-offset';
  const dash = u.indexOf('-');
  const prefix = dash < 0 ? u : u.slice(0, dash);
  if (COLOR_PREFIXES.includes(prefix) && dash > 0 && !/^[trblxyse]-/.test(u.slice(dash + 1))) return `${prefix}-color`;
  // Otherwise the value is the last segment (or a bracketed arbitrary value): `min-h-12` → `min-h`.
  const value = u.match(/-(?:\[.*\]|[^-]+)$/);
  return value ? u.slice(0, value.index) : u;
}

/** Families that a later shorthand also sets: `p-4` after `px-3` replaces it. */
const SHORTHANDS: Record<string, readonly string[]> = {
  p: ['px', 'py', 'pt', 'pr', 'pb', 'pl', 'ps', 'pe'],
  px: ['pr', 'pl', 'ps', 'pe'],
  py: ['pt', 'pb'],
  m: ['mx', 'my', 'mt', 'mr', 'mb', 'ml', 'ms', 'me'],
  mx: ['mr', 'ml', 'ms', 'me'],
  my: ['mt', 'mb'],
  gap: ['gap-x', 'gap-y'],
  overflow: ['overflow-x', 'overflow-y'],
  size: ['w', 'h'],
  rounded: ['rounded-t', 'rounded-r', 'rounded-b', 'rounded-l', 'rounded-tl', 'rounded-tr', 'rounded-br', 'rounded-bl'],
  'border-width': ['border-width-t', 'border-width-r', 'border-width-b', 'border-width-l', 'border-width-x', 'border-width-y'],
  inset: ['inset-x', 'inset-y', 'top', 'right', 'bottom', 'left'],
  'inset-x': ['right', 'left'],
  'inset-y': ['top', 'bottom'],
  'border-color': ['border-color-t', 'border-color-r', 'border-color-b', 'border-color-l', 'border-color-x', 'border-color-y'],
  // A font size sets its line height too; flex sets grow, shrink and basis; line-clamp its display and overflow.
  'text-size': ['leading'],
  flex: ['basis', 'grow', 'shrink'],
  'line-clamp': ['display', 'overflow'],
};

/** `md:hover:p-4` → variants `md:hover:` and utility `p-4` (colons inside brackets belong to the utility). */
function split(cls: string): [variants: string, utility: string] {
  let depth = 0;
  let cut = 0;
  for (let i = 0; i < cls.length; i++) {
    const ch = cls[i];
    if (ch === '[') depth++;
    else if (ch === ']') depth--;
    else if (ch === ':' && depth === 0) cut = i + 1;
  }
  return [cls.slice(0, cut), cls.slice(cut)];
}

export function cn(...inputs: ClassValue[]): string {
  const classes = clsx(inputs).split(' ');
  const kept: string[] = [];
  const taken = new Set<string>();
  // From the last class back: a class whose family (under the same variants) a later class set is dropped.
  for (let i = classes.length - 1; i >= 0; i--) {
    const cls = classes[i]!;
    if (!cls) continue;
    const [variants, utility] = split(cls);
    const key = `${variants}${family(utility)}`;
    if (taken.has(key)) continue;
    taken.add(key);
    for (const longhand of SHORTHANDS[family(utility)] ?? []) taken.add(`${variants}${longhand}`);
    kept.push(cls);
  }
  return kept.reverse().join(' ');
}
