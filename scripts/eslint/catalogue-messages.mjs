// What the API tells a user comes from the message catalogues of @lab/shared, where the screens and
// the tests read the same text: an API error never spells its words in place.

/** The helpers of api/src/platform/errors.ts whose first argument is the text the caller sees. */
const HTTP_ERROR_HELPERS = new Set(['badRequest', 'unauthorized', 'forbidden', 'conflict', 'notFound', 'tooManyRequests']);

const isText = (node) => (node?.type === 'Literal' && typeof node.value === 'string') || node?.type === 'TemplateLiteral';

export const messages = {
  rules: {
    'catalogue-only': {
      meta: {
        type: 'problem',
        messages: {
          text: 'A user-facing API text comes from a catalogue of @lab/shared (PATIENT_MESSAGES.firstNameRequired...), not a literal: {{how}}.',
        },
      },
      create(context) {
        const report = (node, how) => context.report({ node, messageId: 'text', data: { how } });
        return {
          // badRequest('...'), forbidden(`...`)
          CallExpression(node) {
            if (node.callee.type === 'Identifier' && HTTP_ERROR_HELPERS.has(node.callee.name) && isText(node.arguments[0])) report(node.arguments[0], `${node.callee.name}(<text>)`);
          },
          // new HttpError(400, '...')
          NewExpression(node) {
            if (node.callee.type === 'Identifier' && node.callee.name === 'HttpError' && isText(node.arguments[1])) report(node.arguments[1], 'new HttpError(status, <text>)');
          },
          // reply.send({ error: '...' }), return { error: `...` }
          Property(node) {
            if (!node.computed && ((node.key.type === 'Identifier' && node.key.name === 'error') || node.key.value === 'error') && isText(node.value)) report(node.value, '{ error: <text> }');
          },
        };
      },
    },
  },
};
