// Who may do what, and what each estado admits, live in the contracts' policy (packages/contracts/src/
// policy): the server enforces it and the web draws its buttons from it. So a web component never
// decides by comparing a role or an estado with a string literal (`rol === 'admin'`, `estado !== 'abierto'`,
// `roles.includes('consejo')`, `['respondida', 'cerrada'].includes(p.estado)`, `{ rol: 'admin' }`): it asks
// the policy (accionesPqrs, accionesAsamblea, faseDeAsamblea, mayOnTesoreria…). Display maps keyed by the
// contracts' types (labels, colours: `Record<PqrsEstado, string>`) are not decisions and stay allowed.

/** Roles of a complex and of the platform (packages/contracts/src/roles.ts). */
export const ROLE_VALUES = [
  'admin',
  'consejo',
  'propietario',
  'residente',
  'proveedor',
  'porteria',
  'SUPER_ADMIN',
  'SOPORTE',
  'COMERCIAL',
];

/** The names a rule is read from: an estado, a role or a list of roles. */
const RULE_NAME = /^(estado|estados|estadoNuevo|estadoAnterior|rol|roles|role|platformRole|superRole)$/;

const unwrap = (node) => {
  let n = node;
  while (n && ['ChainExpression', 'TSNonNullExpression', 'TSAsExpression', 'TSSatisfiesExpression'].includes(n.type))
    n = n.expression;
  return n;
};

function nameOf(node) {
  const n = unwrap(node);
  if (!n) return null;
  if (n.type === 'Identifier') return n.name;
  if (n.type === 'MemberExpression' && !n.computed && n.property.type === 'Identifier') return n.property.name;
  return null;
}

const isRuleName = (node) => RULE_NAME.test(nameOf(node) ?? '');
const isStringLiteral = (node) => node?.type === 'Literal' && typeof node.value === 'string' && node.value !== '';
const isRoleLiteral = (node) => isStringLiteral(node) && ROLE_VALUES.includes(node.value);
const isLiteralList = (node) => {
  const n = unwrap(node);
  return n?.type === 'ArrayExpression' && n.elements.length > 0 && n.elements.every((e) => isStringLiteral(unwrap(e)));
};

/** A route's params (`params={{ rol: 'admin' }}`) name a portal to open, they decide nothing. */
function isRouteParams(object) {
  const holder = object.parent?.type === 'JSXExpressionContainer' ? object.parent.parent : object.parent;
  if (holder?.type === 'JSXAttribute') return holder.name.name === 'params';
  return holder?.type === 'Property' && !holder.computed && holder.key.name === 'params';
}

/** A list of string literals written here: `['a', 'b']` or a const of this file initialised with one. */
function literalListIn(sourceCode, node) {
  const n = unwrap(node);
  if (isLiteralList(n)) return true;
  if (n?.type !== 'Identifier') return false;
  for (let scope = sourceCode.getScope(n); scope; scope = scope.upper) {
    const variable = scope.set.get(n.name);
    if (!variable) continue;
    return variable.defs.some((def) => def.type === 'Variable' && isLiteralList(def.node.init));
  }
  return false;
}

/** @type {import('eslint').Rule.RuleModule} */
export const noRuleLiterals = {
  meta: {
    type: 'problem',
    docs: { description: 'Roles and estados are decided by the contracts’ policy, never by string literals in components' },
    messages: {
      literal:
        '{{what}}: a rule of who-may-do-what (or of what an estado admits) written in a component. Ask the policy in packages/contracts/src/policy instead.',
    },
    schema: [],
  },
  create(context) {
    const { sourceCode } = context;
    const report = (node, what) => context.report({ node, messageId: 'literal', data: { what } });
    return {
      BinaryExpression(node) {
        if (!['===', '!==', '==', '!='].includes(node.operator)) return;
        const [named, literal] = isRuleName(node.left) ? [node.left, node.right] : [node.right, node.left];
        if (isRuleName(named) && isStringLiteral(unwrap(literal)))
          report(node, `${nameOf(named)} ${node.operator} '${unwrap(literal).value}'`);
      },
      SwitchStatement(node) {
        if (isRuleName(node.discriminant) && node.cases.some((c) => isStringLiteral(c.test)))
          report(node.discriminant, `switch (${nameOf(node.discriminant)}) with literal cases`);
      },
      CallExpression(node) {
        const callee = unwrap(node.callee);
        if (callee?.type !== 'MemberExpression' || callee.computed || callee.property.name !== 'includes') return;
        const [arg] = node.arguments;
        if (isRoleLiteral(arg)) report(node, `includes('${arg.value}')`);
        else if (arg && isRuleName(arg) && literalListIn(sourceCode, callee.object))
          report(node, `a list of literals .includes(${nameOf(arg)})`);
      },
      Property(node) {
        if (node.computed || node.parent?.type !== 'ObjectExpression' || isRouteParams(node.parent)) return;
        const key = node.key.type === 'Identifier' ? node.key.name : node.key.value;
        if (RULE_NAME.test(String(key)) && isRoleLiteral(node.value)) report(node, `${key}: '${node.value.value}'`);
      },
    };
  },
};

export default { rules: { 'no-rule-literals': noRuleLiterals } };
