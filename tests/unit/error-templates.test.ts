import { describe, expect, it } from 'vitest';
import { translateMessage } from '../../server/platform/i18n';

// Refusals with values in them (a limit, an amount) are found by their English text's pattern
// (`You can keep at most {max} lists`) and translated with the values as they came.
/** Intl's no-break spaces ("1250\u00a0US$") as plain ones, to compare with the texts below. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

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
    expect(plain(translateMessage('pt-BR', 'You can withdraw at most $1,250.50 now.'))).toBe(
      'Você pode sacar no máximo US$ 1.250,50 agora.',
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

  it('writes an amount the English wrote again in the language, and keeps one it did not write as it came', () => {
    expect(plain(translateMessage('es', 'Price must be at least $1,250'))).toBe(
      'El precio debe ser de al menos 1250 US$',
    );
    expect(plain(translateMessage('fr', 'Price must be at least $1,250'))).toBe(
      'Le prix doit être d’au moins 1 250 $US',
    );
    expect(plain(translateMessage('ar', 'Price must be at least $1,250'))).toBe(
      'يجب ألا يقل السعر عن \u200f1,250 US$\u200e',
    );
    expect(translateMessage('es', 'Price must be at least 1250 dollars')).toBe(
      'El precio debe ser de al menos 1250 dollars',
    );
  });

  it('names the label or the person’s words of refusals that had no pattern', () => {
    expect(plain(translateMessage('es', "a full refund is the milestone's amount, $50 (5000 cents)"))).toBe(
      'un reembolso total es el importe de la etapa, 50 US$ (5000 centavos)',
    );
    expect(translateMessage('fr', 'This gig has no Premium package')).toBe('Ce service n’a pas de formule Premium');
    expect(translateMessage('pt-BR', '“Your logo?” must be one of its options')).toBe(
      '“Your logo?” deve ser uma de suas opções',
    );
    expect(
      translateMessage(
        'ar',
        'Milestone 2 holds no money to dispute (it is settled in a dispute): only a funded milestone whose money is not released yet can be disputed.',
      ),
    ).toContain('المرحلة 2');
  });

  it('words the labels and waits of the moderation, offer, rate and sign-in refusals', () => {
    expect(translateMessage('es', 'This job post is already hidden')).toBe('Esta oferta de trabajo ya está oculta');
    expect(translateMessage('fr', 'Review is not hidden')).toBe('Cet avis n’est pas masqué');
    expect(translateMessage('pt-BR', 'This post is hired: reopen it to make offers.')).toBe(
      'Esta publicação já tem alguém contratado: reabra-a para fazer ofertas.',
    );
    expect(translateMessage('ar', 'A rate for EUR not found')).toBe('لا يوجد سعر صرف لـEUR');
    expect(translateMessage('es', 'Too many wrong codes; try again in 5 minutes')).toBe(
      'Demasiados códigos incorrectos; vuelve a intentarlo en 5 min',
    );
  });
});

describe('translateMessage: refusals that named a status or an action in English words', () => {
  it('has a sentence for each: a proposal no longer open, a post its owner alone may close, a file count', () => {
    expect(translateMessage('es', 'This proposal is no longer open: it was accepted.')).toBe(
      'Esta propuesta ya no está abierta: se aceptó.',
    );
    expect(translateMessage('fr', 'Only the owner of this post can reopen it')).toBe(
      "Seul l'auteur de cette offre peut la rouvrir",
    );
    expect(translateMessage('ar', 'at most 1 file')).toBe('ملف واحد على الأكثر');
    expect(translateMessage('pt-BR', 'at most 4 files')).toBe('no máximo 4 arquivos');
  });
});
