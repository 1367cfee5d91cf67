// The web asks the policy instead of writing rules: the lint rule horizonte/no-rule-literals (eslint.config.js,
// on apps/web/src/components) refuses a role or an estado compared with a string literal. Here, that it
// refuses what it must and lets display maps and other comparisons through.
import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, it } from 'vitest';

import { noRuleLiterals, ROLE_VALUES } from '../../../../eslint-rules/no-rule-literals.js';
import { ROLES, SUPER_USER_ROLES } from '../roles.ts';

RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

const tester = new RuleTester({
  languageOptions: { parser: tseslint.parser, parserOptions: { ecmaFeatures: { jsx: true } } },
});
const invalid = (code: string) => ({ code, errors: [{ messageId: 'literal' }] });

describe('the rule knows every role of the contracts', () => {
  it.each([...ROLES, ...SUPER_USER_ROLES])('%s', (rol) => {
    if (!ROLE_VALUES.includes(rol)) throw new Error(`${rol} is missing from eslint-rules/no-rule-literals.js`);
  });
});

tester.run('horizonte/no-rule-literals', noRuleLiterals, {
  valid: [
    // Display maps keyed by the contracts' types: labels and colours, not decisions.
    "const TONO: Record<PqrsEstado, string> = { radicada: 'blue', anulada: 'red' };",
    'const label = PQRS_ESTADO_LABELS[pqrs.estado];',
    // Asking the policy.
    "const puede = accionesPqrs(pqrs, relacion).includes('anular');",
    'const activos = PQRS_ESTADOS_ABIERTOS.includes(pqrs.estado);',
    // Other comparisons with literals.
    "if (u.calidad === 'propietario') x();",
    "if (medio === 'plataforma') x();",
    "if (estado === '') x();",
    // A route's params name the portal to open.
    'const a = <Link to="/ph/$identificador/$rol" params={{ identificador, rol: \'admin\' }} />;',
  ],
  invalid: [
    invalid("if (p.estado === 'abierto') x();"),
    invalid("if (asamblea.estado !== 'borrador') x();"),
    invalid("if ('admin' === capabilities.rol) x();"),
    invalid("const ok = roles.includes('consejo');"),
    invalid("const ok = ['respondida', 'cerrada'].includes(pqrs.estado);"),
    invalid("const ACTIVA = ['convocada', 'en_curso'];\nconst ok = ACTIVA.includes(a.estado);"),
    invalid("switch (estado) { case 'abierto': x(); }"),
    invalid("const q = useQuery(trpc.miembros.list.queryOptions({ id, rol: 'admin' }));"),
  ],
});
