// Check lines and a closing verdict shared by the scale-out, crash and fuzz scripts.
export interface Verdict {
  check(name: string, ok: boolean, detail?: string): boolean;
  failures: string[];
  /** Prints "N passed, N failed" and sets the exit code. */
  finish(title: string): void;
}

export function verdict(): Verdict {
  const failures: string[] = [];
  let passed = 0;
  return {
    failures,
    check(name, ok, detail = '') {
      if (ok) passed += 1;
      else failures.push(`${name}${detail ? `: ${detail}` : ''}`);
      console.log(`${ok ? '✔' : '✖'} ${name}${detail ? ` — ${detail}` : ''}`);
      return ok;
    },
    finish(title) {
      console.log(`\n${title}: ${passed} passed, ${failures.length} failed`);
      for (const failure of failures) console.log(`  ✖ ${failure}`);
      process.exitCode = failures.length ? 1 : 0;
    },
  };
}
