// lib/cn.ts resolves Tailwind conflicts for the utilities this app writes, without tailwind-merge's
// 8 KB on every page (issue 27). tailwind-merge stays the oracle: every class string in the app, and
// every pair of them (a component's classes, then a caller's), must merge exactly as it would.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

import { twMerge } from 'tailwind-merge';
import { describe, expect, it } from 'vitest';

import { cn } from '../src/lib/cn.ts';

const SRC = path.join(import.meta.dirname, '../src');

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

const UTILITIES = /^(?:[a-z0-9!:[\]/.%_#()&>*=-]+)(?: [a-z0-9!:[\]/.%_#()&>*=-]+)*$/;

/** What callers pass: every `className="…"` of the app. */
function classNames(): string[] {
  const found = new Set<string>();
  for (const file of sources(SRC))
    for (const [, text] of readFileSync(file, 'utf8').matchAll(/className="([^"]+)"/g)) found.add(text!.trim());
  return [...found].filter((s) => UTILITIES.test(s));
}

/** What components start from: the string literals of the ui components and of every cn(…) call. */
function componentClasses(): string[] {
  const found = new Set<string>();
  for (const file of sources(SRC)) {
    const text = readFileSync(file, 'utf8');
    const ui = file.includes(`${path.sep}ui${path.sep}`) || file.endsWith('-styles.ts');
    const parts = ui ? [text] : [...text.matchAll(/\bcn\(([^;]*?)\)[;,\n}]/g)].map((m) => m[1]!);
    for (const part of parts)
      for (const [, literal] of part.matchAll(/'([^'\n]+)'/g))
        if (UTILITIES.test(literal!) && /[-:]/.test(literal!)) found.add(literal!.trim());
  }
  return [...found];
}

describe('cn', () => {
  const overrides = classNames();
  const bases = componentClasses();

  it('finds the class strings of the app', () => {
    expect(overrides.length).toBeGreaterThan(300);
    expect(bases.length).toBeGreaterThan(50);
  });

  it('keeps every class string as tailwind-merge does', () => {
    const differences = [...bases, ...overrides].filter((s) => cn(s) !== twMerge(s));
    expect(differences).toEqual([]);
  });

  it("merges every component's classes with every caller's as tailwind-merge does", () => {
    const differences: string[] = [];
    for (const base of bases)
      for (const override of overrides)
        if (cn(base, override) !== twMerge(base, override)) differences.push(`${base} + ${override}`);
    expect(differences.slice(0, 10)).toEqual([]);
  });

  it('lets a later utility of the same property win', () => {
    expect(cn('p-5 text-sm', 'p-4')).toBe('text-sm p-4');
    expect(cn('px-3 py-2', 'p-4')).toBe('p-4');
    expect(cn('w-full', false, 'w-48')).toBe('w-48');
  });
});
