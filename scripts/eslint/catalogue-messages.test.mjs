// Proves the rule of catalogue-messages.mjs on small fixtures: `node --test scripts/eslint/`.
import { RuleTester } from 'eslint';
import { after, describe, it } from 'node:test';
import { messages } from './catalogue-messages.mjs';

RuleTester.afterAll = after;
RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

const tester = new RuleTester({ languageOptions: { ecmaVersion: 2022, sourceType: 'module' } });
const error = { messageId: 'text' };

tester.run('catalogue-only', messages.rules['catalogue-only'], {
  valid: [
    "throw badRequest(PATIENT_MESSAGES.firstNameRequired);",
    'throw badRequest(M.labMissing(body.lab_id));',
    'throw forbidden();',
    'throw new HttpError(429, AUTH_MESSAGES.tooManyAttempts);',
    "reply.code(400).send({ error: CONTACT_TEXTS.subjectRequired });",
    "const row = { status: 'failed', reason: 'kept in the log' };",
    "throw new Error('not user-facing: a start-up failure');",
  ],
  invalid: [
    { code: "throw badRequest('First name is required');", errors: [error] },
    { code: 'throw conflict(`Lab ${name} is not active`);', errors: [error] },
    { code: "throw notFound('Clinician not found');", errors: [error] },
    { code: "throw new HttpError(400, 'Bad input');", errors: [error] },
    { code: "reply.code(404).send({ error: 'No such thing' });", errors: [error] },
    { code: "const delivery = { status: 'failed', 'error': `No phone for ${id}` };", errors: [error] },
  ],
});
