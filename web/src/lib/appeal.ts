/**
 * A suspended person's way to ask why or appeal: the contact form, opened with the case
 * (which account, suspended) already written, so the team knows what it is about.
 */
export const appealLink = (email: string) => `/contact?${new URLSearchParams({ case: 'suspension', email })}`;

/** The contact form's first values for a link made by appealLink; none for any other. */
export function appealDraft(params: URLSearchParams): { from_email: string; message: string } | null {
  if (params.get('case') !== 'suspension') return null;
  const email = (params.get('email') ?? '').slice(0, 200);
  return {
    from_email: email,
    message: `Case: suspension of the Workify account ${email || '(your account e-mail)'}.\n\nPlease tell me why my account was suspended. If it was a mistake, here is why: `,
  };
}
