import { ApiRequestError, clientErrorCodes } from './api-error.ts';
import { errorMessage, fieldNameOf, mapFieldErrors, mapServerError } from './form-errors.ts';

const fallback = { network: 'No connection', unexpected: 'Something went wrong' };
const names = ['nin', 'birthDate', 'mobile'] as const;

function serverError(status: number, message: string, fieldErrors?: { field: string; code: string; message: string }[]) {
  return new ApiRequestError(status, { code: 'VALIDATION_FAILED', message, ...(fieldErrors ? { fieldErrors } : {}) }, 'POST /api/x');
}

describe('fieldNameOf', () => {
  it('strips the request part the server puts first', () => {
    expect(fieldNameOf('body.nin')).toBe('nin');
    expect(fieldNameOf('params.reason')).toBe('reason');
    expect(fieldNameOf('query.mobile')).toBe('mobile');
    expect(fieldNameOf('nin')).toBe('nin');
    expect(fieldNameOf('body.address.city')).toBe('address.city');
  });
});

describe('mapFieldErrors', () => {
  it('puts each message on its field, keeping the first per field', () => {
    const mapped = mapFieldErrors(
      [
        { field: 'body.nin', message: 'Bad ID' },
        { field: 'body.nin', message: 'Second' },
        { field: 'body.mobile', message: 'Bad mobile' },
      ],
      names,
    );
    expect(mapped).toEqual({ fields: { nin: 'Bad ID', mobile: 'Bad mobile' }, general: [] });
  });

  it('keeps errors about fields the form does not have, once each', () => {
    const mapped = mapFieldErrors(
      [
        { field: 'body.id', message: 'Missing id' },
        { field: 'body.other', message: 'Missing id' },
      ],
      names,
    );
    expect(mapped).toEqual({ fields: {}, general: ['Missing id'] });
  });
});

describe('mapServerError', () => {
  it('maps the field errors of a validation failure and drops the generic "check the fields" line', () => {
    const error = serverError(400, 'Check the fields', [{ field: 'body.birthDate', code: 'date_format', message: 'Enter a valid date.' }]);
    expect(mapServerError(error, names, fallback)).toEqual({ fields: { birthDate: 'Enter a valid date.' }, general: [] });
  });

  it('shows the message of a business error without field errors, whatever its status (555 included)', () => {
    const error = new ApiRequestError(
      555,
      { code: 'NIN_ALREADY_REGISTERED', message: 'An account already exists.' },
      'POST /api/registration/register',
    );
    expect(mapServerError(error, names, fallback)).toEqual({ fields: {}, general: ['An account already exists.'] });
  });

  it('says the server could not be reached, in the UI language, for a network failure', () => {
    const error = new ApiRequestError(0, { code: clientErrorCodes.network, message: 'The server could not be reached.' }, 'POST /api/x');
    expect(mapServerError(error, names, fallback).general).toEqual(['No connection']);
  });

  it('never shows an unreadable body (a proxy page) or a non-API error', () => {
    const html = new ApiRequestError(502, { code: clientErrorCodes.unexpectedBody, message: '<html>Bad gateway</html>' }, 'POST /api/x');
    expect(mapServerError(html, names, fallback).general).toEqual(['Something went wrong']);
    expect(mapServerError(new TypeError('boom'), names, fallback).general).toEqual(['Something went wrong']);
  });

  it('errorMessage gives one text for toasts and alerts', () => {
    expect(
      errorMessage(
        serverError(400, 'Wrong code', [{ field: 'body.oneTimePassword', code: 'otp_invalid', message: 'Not correct' }]),
        fallback,
      ),
    ).toBe('Wrong code');
  });
});
