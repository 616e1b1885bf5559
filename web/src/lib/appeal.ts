import type { I18n } from '@lingui/core';

/**
 * A suspended person's way to ask why or appeal: the contact form, opened with the case
 * (which account, suspended) already written, so the team knows what it is about.
 */
export const appealLink = (email: string) => `/contact?${new URLSearchParams({ case: 'suspension', email })}`;

/** The contact form's first values for a link made by appealLink; none for any other. */
export function appealDraft(params: URLSearchParams, _: I18n['_']): { from_email: string; message: string } | null {
  if (params.get('case') !== 'suspension') return null;
  const email = (params.get('email') ?? '').slice(0, 200);
  // Written in the page's language: the person reads it and goes on in their own words.
  return {
    from_email: email,
    message: _('pages.contact.appealDraft', { email: email || _('pages.contact.appealNoEmail') }),
  };
}
