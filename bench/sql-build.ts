// What the typed SQL of issue 27 costs a request (bench:hot cannot show it: its limit builds the same
// statements with the same builders). For each hot list, the count and the first page as the route builds
// them (ListaSql description → countSql/pageSql, columns from the schema), beside the reference measured in
// the same run: one hand-written Prisma.sql template with the identical text and values, which is what the
// lists did before. Both read `.text` and `.values` as readRows does. Prints µs per request and the
// difference as a share of the route's Node CPU per request (BENCH_NODE_US, µs; bench:hot prints it).
//   pnpm bench:sql-build        BENCH_ITERATIONS (50 000), BENCH_NODE_US (330: the lowest in bench:hot)
import { performance } from 'node:perf_hooks';

import { Prisma } from '@horizonte/db';

import { countSql, pageSql, type ListaSql } from '../apps/api/src/lib/sql-page.ts';
import { asambleasLista } from '../apps/api/src/modules/asambleas/listado.ts';
import { comunicadosLista } from '../apps/api/src/modules/comunicados/sql.ts';
import { documentosLista } from '../apps/api/src/modules/documentos/consultar.ts';
import { accesosLista } from '../apps/api/src/modules/porteria/accesos.ts';
import { pqrsLista } from '../apps/api/src/modules/pqrs/consultar.ts';
import { reservasLista } from '../apps/api/src/modules/reservas/consultar.ts';
import { pagosLista } from '../apps/api/src/modules/tesoreria/pagos.ts';

const iterations = Number(process.env.BENCH_ITERATIONS ?? 50_000);
const nodeUs = Number(process.env.BENCH_NODE_US ?? 330);
const phId = '6f1c1d2e-3b4a-4c5d-8e9f-0a1b2c3d4e5f';
const userId = '7a2b3c4d-5e6f-4a1b-9c2d-3e4f5a6b7c8d';
const PAGE = { page: 1, pageSize: 20 };
const FIRST = { skip: 0, take: 20 };

const LISTAS: Record<string, () => ListaSql<unknown, unknown>> = {
  pagos: () => pagosLista(phId, undefined),
  pqrs: () => pqrsLista({ phId, soloDe: null, vencidasAl: null, q: '' }),
  comunicados: () => comunicadosLista(phId, userId, null),
  documentos: () => documentosLista({ phId, visibles: ['todos', 'propietarios', 'administracion'], archivados: false, q: '' }),
  reservas: () => reservasLista({ phId, unidades: null }),
  accesos: () => accesosLista(phId, null, PAGE),
  asambleas: () => asambleasLista(phId, PAGE, new Date(), { todas: true }),
};

/** A template with this statement's text and values, as a hand-written `Prisma.sql\`…${v}…\`` gives. */
function handWritten(statement: Prisma.Sql): () => Prisma.Sql {
  const strings = statement.text.split(/\$\d+/);
  const values = statement.values;
  return () => Prisma.sql(strings, ...values);
}

function timeUs(build: () => [Prisma.Sql, Prisma.Sql]): number {
  let sink = 0;
  const run = (n: number) => {
    for (let i = 0; i < n; i++) {
      const [count, page] = build();
      sink += count.text.length + page.text.length + count.values.length + page.values.length;
    }
  };
  run(Math.min(5_000, iterations)); // warm-up
  const started = performance.now();
  run(iterations);
  if (sink === 0) throw new Error('nothing built');
  return ((performance.now() - started) * 1000) / iterations;
}

const rows = Object.entries(LISTAS).map(([name, lista]) => {
  const sample = lista();
  const count = handWritten(countSql(sample));
  const page = handWritten(pageSql(sample, FIRST));
  if (count().text !== countSql(sample).text || page().text !== pageSql(sample, FIRST).text)
    throw new Error(`${name}: texts differ`);
  const reference = timeUs(() => [count(), page()]);
  const typed = timeUs(() => {
    const l = lista();
    return [countSql(l), pageSql(l, FIRST)];
  });
  return {
    lista: name,
    'a mano µs': reference.toFixed(2),
    'tipado µs': typed.toFixed(2),
    'diferencia µs': (typed - reference).toFixed(2),
    [`% de ${nodeUs} µs`]: `${(((typed - reference) / nodeUs) * 100).toFixed(2)} %`,
  };
});
console.log(`SQL de las listas calientes: ${iterations} construcciones por lista (conteo + página), Node ${process.version}`);
console.table(rows);
