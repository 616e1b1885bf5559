import { setupI18n } from '@lingui/core';
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import { describe, expect, it } from 'vitest';
import type { LedgerTransaction } from '@shared/schemas/payouts';
import { transactionsCsv } from '@web/features/payouts/csv';
import { readCatalog } from '../../server/platform/i18n';

// The earnings page's CSV export (issue 33): its column names and kinds follow the requester's
// language; English stays the header it always was; dates and amounts stay machine-readable.
const translator = (locale: 'en' | 'es' | 'ar') => {
  const messages = Object.fromEntries(
    Object.entries(readCatalog(locale))
      .filter(([key]) => key.startsWith('payouts.'))
      .map(([key, text]) => [key, compileMessageOrThrow(text)]),
  );
  const i18n = setupI18n({ locale, messages: { [locale]: messages } });
  return (key: string) => i18n._(key);
};

const row: LedgerTransaction = {
  _id: 't1',
  kind: 'release',
  amountCents: 125050,
  currency: 'usd',
  order: { _id: 'o1', title: 'Logo, "final"' },
  payoutId: null,
  createdAt: '2026-11-27T12:00:00.000Z',
  changes: { escrowCents: -125050, pendingCents: 125050, availableCents: 0 },
  availableAfterCents: 0,
};

describe('transactionsCsv', () => {
  it('keeps the English header and kinds byte for byte', () => {
    expect(transactionsCsv([row], translator('en'))).toBe(
      'Date,Kind,Amount,Currency,Order,Order id,Available after\r\n' +
        '2026-11-27T12:00:00.000Z,Released to you,1250.50,USD,"Logo, ""final""",o1,0.00\r\n',
    );
  });

  it('names the columns and the kind in Spanish and Arabic, the values as they are', () => {
    expect(transactionsCsv([row], translator('es'))).toBe(
      'Fecha,Tipo,Importe,Moneda,Pedido,ID del pedido,Disponible después\r\n' +
        '2026-11-27T12:00:00.000Z,Liberado para ti,1250.50,USD,"Logo, ""final""",o1,0.00\r\n',
    );
    const arabic = transactionsCsv([row], translator('ar')).split('\r\n')[0];
    expect(arabic).toBe('التاريخ,النوع,المبلغ,العملة,الطلب,معرّف الطلب,المتاح بعدها');
  });
});
