import { describe, expect, it } from 'vitest';
import type { z } from 'zod';

import {
  forgotPasswordInput,
  loginInput,
  newAccountInvitationFormSchema,
  registerFormSchema,
  registerInput,
  resetPasswordFormSchema,
  resetPasswordInput,
} from './auth.ts';
import { MSG } from './messages.ts';
import { phFormSchema, phInput } from './ph.ts';
import { preregistroFields } from './preregistro.ts';

function messages(schema: z.ZodType, value: unknown): string[] {
  const result = schema.safeParse(value);
  return result.success ? [] : result.error.issues.map((i) => i.message);
}

const validPh = {
  nombre: 'Altos del Chicó',
  nit: '800197268-4',
  direccion: 'Cra 7 # 94-20',
  ciudad: 'Bogotá',
  identificador: 'altos',
};

describe('property form (spec section 5)', () => {
  it.each([
    ['nombre', '', 'El nombre es requerido'],
    ['nombre', 'ab', 'El nombre debe tener al menos 3 caracteres'],
    ['nit', '', 'El NIT es requerido'],
    ['nit', '12345678', 'El NIT debe tener entre 9 y 11 dígitos'],
    ['nit', '123456789012', 'El NIT debe tener entre 9 y 11 dígitos'],
    ['direccion', '', 'La dirección es requerida'],
    ['ciudad', '', 'La ciudad es requerida'],
    ['identificador', '', 'El identificador es requerido'],
    ['identificador', 'ab', 'El identificador debe tener entre 3 y 10 caracteres alfanuméricos en minúsculas'],
    ['identificador', 'abcdefghijk', 'El identificador debe tener entre 3 y 10 caracteres alfanuméricos en minúsculas'],
    ['identificador', 'con-guion', 'El identificador debe tener entre 3 y 10 caracteres alfanuméricos en minúsculas'],
  ])('%s = %j → %s', (field, value, expected) => {
    expect(messages(phFormSchema, { ...validPh, [field]: value })).toEqual([expected]);
  });

  it('treats a missing field like an empty one', () => {
    const { nombre: _omit, ...rest } = validPh;
    expect(messages(phFormSchema, rest)).toEqual(['El nombre es requerido']);
  });

  it('lowercases the identificador and strips nothing else', () => {
    expect(phFormSchema.parse({ ...validPh, identificador: 'ALTOS' }).identificador).toBe('altos');
  });

  it('counts only digits of the NIT', () => {
    expect(messages(phFormSchema, { ...validPh, nit: '800.197.268' })).toEqual([]);
  });

  it('verifies the DIAN check digit when one is given', () => {
    expect(messages(phInput, { ...validPh, nit: '800197268-4' })).toEqual([]);
    expect(messages(phInput, { ...validPh, nit: '800197268-5' })).toEqual([MSG.nitCheckDigit]);
  });

  it('defaults ciudad to Bogotá on the server when empty', () => {
    expect(phInput.parse({ ...validPh, ciudad: '' }).ciudad).toBe('Bogotá');
    expect(phInput.parse({ ...validPh, ciudad: undefined }).ciudad).toBe('Bogotá');
  });
});

describe('registration (spec section 5)', () => {
  const valid = {
    nombre: 'Ana Pérez',
    tipo_documento: 'CC',
    numero_documento: '1020304050',
    email: 'Ana@Example.com ',
    password: 'secreta1',
  };

  it('requires matching passwords on the client', () => {
    expect(messages(registerFormSchema, { ...valid, confirmPassword: 'otra' })).toEqual(['Las contraseñas no coinciden']);
    expect(messages(registerFormSchema, { ...valid, confirmPassword: 'secreta1' })).toEqual([]);
    const { email: _email, ...invited } = valid;
    expect(messages(newAccountInvitationFormSchema, { ...invited, confirmPassword: 'otra' })).toEqual([
      'Las contraseñas no coinciden',
    ]);
    expect(messages(newAccountInvitationFormSchema, { ...invited, confirmPassword: 'secreta1' })).toEqual([]);
  });

  it('requires every field with a Spanish message', () => {
    expect(messages(registerInput, {})).toEqual([
      MSG.nombrePersonaRequired,
      MSG.tipoDocumentoRequired,
      MSG.numeroDocumentoRequired,
      MSG.emailRequired,
      MSG.passwordRequired,
    ]);
  });

  it('trims and lowercases the email', () => {
    expect(registerInput.parse(valid).email).toBe('ana@example.com');
  });

  it('rejects an invalid email', () => {
    expect(messages(registerInput, { ...valid, email: 'no-es-email' })).toEqual([MSG.emailInvalid]);
  });
});

describe('reset password (spec section 5)', () => {
  it('needs at least 6 characters', () => {
    expect(messages(resetPasswordFormSchema, { newPassword: '12345', confirmPassword: '12345' })).toEqual([
      'La contraseña debe tener al menos 6 caracteres',
    ]);
  });
  it('needs 8 characters from 6 on (its own message; ASVS 6.2.1)', () => {
    expect(messages(resetPasswordFormSchema, { newPassword: '1234567', confirmPassword: '1234567' })).toEqual([
      MSG.passwordTooShort,
    ]);
  });
  it('needs a matching confirmation', () => {
    expect(messages(resetPasswordFormSchema, { newPassword: 'clave-nueva-1', confirmPassword: 'clave-nueva-2' })).toEqual([
      'Las contraseñas no coinciden',
    ]);
  });
  it('needs a token', () => {
    expect(messages(resetPasswordInput, { token: '', newPassword: 'clave-nueva-1' })).toEqual(['Token de reset no encontrado']);
  });
});

describe('login, forgot password and pre-registration (spec section 5)', () => {
  it('login requires email and password', () => {
    expect(messages(loginInput, { email: '', password: '' })).toEqual([MSG.emailRequired, MSG.passwordRequired]);
  });
  it('forgot password accepts an email or a document', () => {
    expect(forgotPasswordInput.safeParse({ email: 'a@b.co' }).success).toBe(true);
    expect(forgotPasswordInput.safeParse({ tipo_documento: 'NIT', numero_documento: '900123456-8' }).success).toBe(true);
    expect(forgotPasswordInput.safeParse({ tipo_documento: 'CC' }).success).toBe(false);
  });
  it('pre-registration requires a document type and defaults the role to residente', () => {
    const base = { nombre: 'Ana', numeroDocumento: '123', email: 'a@b.co' };
    expect(messages(preregistroFields, base)).toEqual([MSG.tipoDocumentoRequired]);
    expect(preregistroFields.parse({ ...base, tipoDocumento: 'CC' }).rolDeseado).toBe('residente');
  });
});
