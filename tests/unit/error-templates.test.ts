import { describe, expect, it } from 'vitest';
import { translateMessage } from '../../server/platform/i18n';

// Refusals with values in them (a limit, an amount) are found by their English text's pattern
// (`You can keep at most {max} lists`) and translated with the values as they came.
describe('translateMessage', () => {
  it('translates a refusal with a value, carrying the value', () => {
    expect(translateMessage('es', 'You can keep at most 50 lists')).toBe('Puedes tener como máximo 50 listas');
    expect(translateMessage('ar', 'You can send at most 50 invitations a day')).toBe(
      'يمكنك إرسال 50 دعوة يوميًا على الأكثر',
    );
  });

  it('carries two values, and values with signs in them', () => {
    expect(translateMessage('fr', 'you can have at most 30 skills (you have 28, remove some first)')).toBe(
      'vous pouvez avoir au plus 30 compétences (vous en avez 28, retirez-en d’abord)',
    );
    expect(translateMessage('pt-BR', 'You can withdraw at most $1,250.50 now.')).toBe(
      'Você pode sacar no máximo $1,250.50 agora.',
    );
  });

  it('keeps exact texts as before, English as it is, and an unknown message untouched', () => {
    expect(translateMessage('es', 'Username must be at most 30 characters')).not.toBe(
      'Username must be at most 30 characters',
    );
    expect(translateMessage('en', 'You can keep at most 50 lists')).toBe('You can keep at most 50 lists');
    expect(translateMessage('es', 'You can keep at most lists')).toBe('You can keep at most lists');
    expect(translateMessage('es', 'Something nobody wrote down')).toBe('Something nobody wrote down');
  });
});
