// Where a process spent its CPU, from a V8 profile (`node --cpu-prof`, or `BENCH_PROFILE=<dir> pnpm bench:hot`):
// self time by package (or our own source folder) and the heaviest functions.
//   pnpm bench:profile <file.cpuprofile> [functions to list, default 40]
import { readFileSync } from 'node:fs';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

const [file, top = '40'] = process.argv.slice(2);
if (!file) {
  console.error('uso: pnpm bench:profile <archivo.cpuprofile> [n]');
  process.exit(2);
}
const profile = JSON.parse(readFileSync(file, 'utf8')) as Profile;
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const selfUs = new Map<number, number>();
profile.samples.forEach((id, i) => selfUs.set(id, (selfUs.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0)));

/** `node_modules/.pnpm/<pkg>@…/node_modules/<pkg>/…` → the package; our source → its folder. */
function owner(url: string, functionName: string): string {
  if (!url) return functionName.startsWith('(') ? functionName : '(node interno)';
  const pkg = /node_modules\/(?:\.pnpm\/[^/]+\/node_modules\/)?((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (pkg) return pkg[1]!;
  const own = /\/(apps\/[^/]+\/src\/[^/]+(?:\/[^/]+)?|packages\/[^/]+\/src)\//.exec(url);
  if (own) return own[1]!;
  if (url.startsWith('node:')) return url;
  return url.replace(/^.*\//, '');
}

const total = [...selfUs.values()].reduce((a, b) => a + b, 0);
const byOwner = new Map<string, number>();
const byFunction = new Map<string, number>();
for (const [id, us] of selfUs) {
  const { callFrame } = byId.get(id)!;
  const who = owner(callFrame.url, callFrame.functionName);
  byOwner.set(who, (byOwner.get(who) ?? 0) + us);
  const fn = `${callFrame.functionName || '(anónima)'} ${who}:${callFrame.lineNumber + 1}`;
  byFunction.set(fn, (byFunction.get(fn) ?? 0) + us);
}
const table = (map: Map<string, number>, n: number) =>
  [...map.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, n)
    .map(([name, us]) => ({ nombre: name, ms: Math.round(us / 1000), '%': Number(((us / total) * 100).toFixed(1)) }));
console.log(`Total ${Math.round(total / 1000)} ms de muestras`);
console.table(table(byOwner, 25));
console.table(table(byFunction, Number(top)));
