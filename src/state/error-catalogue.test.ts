import { ApiError, messageFromBody } from '../api/api-error';
import { outcomeForError, refusalMessage } from './error-catalogue';

const t = (key: string) =>
  ({ 'errors.unauthorized': 'No está autorizado para ingresar a la aplicación', 'errors.notFound': 'Not found' })[key] ?? key;
const messages = (error: unknown) => outcomeForError(error, t).snackbars.map((s) => s.message);

describe('messageFromBody', () => {
  it('reads error, data, errors, message in that order, else Error', () => {
    expect(messageFromBody({ error: 'e', data: 'd', message: 'm' })).toBe('e');
    expect(messageFromBody({ data: 'd', message: 'm' })).toBe('d');
    expect(messageFromBody({ errors: 'x', message: 'm' })).toBe('x');
    expect(messageFromBody({ message: 'm' })).toBe('m');
    expect(messageFromBody({ error: { status: 500, message: 'Strapi says' } })).toBe('Strapi says');
    expect(messageFromBody({ data: null, foo: 1 })).toBe('Error');
    expect(messageFromBody('plain')).toBe('Error');
    expect(messageFromBody(null)).toBe('Error');
  });
});

describe('outcomeForError', () => {
  it('401 removes the web session and says so', () => {
    const outcome = outcomeForError(new ApiError(401, 'nope'), t);
    expect(outcome.removeWebSession).toBe(true);
    expect(messages(new ApiError(401, 'nope'))).toEqual(['No está autorizado para ingresar a la aplicación']);
  });

  it('422 gives one snackbar per field message, arrays split, other values stringified', () => {
    const error = new ApiError(422, 'invalid', null, { email: ['bad email', 'taken'], age: { min: 18 }, name: 'required' });
    expect(messages(error)).toEqual(['Error: bad email', 'Error: taken', 'Error: {"min":18}', 'Error: required']);
  });

  it('404 shows the not-found label and goes to the 404 page', () => {
    const outcome = outcomeForError(new ApiError(404, 'missing'), t);
    expect(outcome.goTo404).toBe(true);
    expect(messages(new ApiError(404, 'missing'))).toEqual(['Error: Not found']);
  });

  it.each([400, 403, 500, 503, 0])('%i shows Error: plus the message', (status) => {
    const outcome = outcomeForError(new ApiError(status, 'boom'), t);
    expect(outcome.goTo404).toBe(false);
    expect(outcome.snackbars).toEqual([{ severity: 'error', message: 'Error: boom' }]);
  });

  it('429 says how long to wait, with the call-back wording for call-backs', () => {
    const translate = (key: string, values?: Record<string, string>) => `${key} (${values?.wait})`;
    const callback = new ApiError(429, 'Too many requests', { kind: 'callback', retryAfter: 7000 }, {}, 7000);
    expect(outcomeForError(callback, translate).snackbars).toEqual([{ severity: 'error', message: 'errors.tooManyCallbacks (2 h)' }]);
    const review = new ApiError(429, 'Too many requests', { kind: 'review' }, {}, 2700);
    expect(refusalMessage(review, translate)).toBe('errors.tooManyRequests (45 min)');
    expect(refusalMessage(new ApiError(500, 'boom'), translate)).toBeUndefined();
  });
});
