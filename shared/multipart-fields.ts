// The multipart field names the web app writes and the server reads. Here, not beside the zod
// schemas they belong to, so the browser code that sends these forms (shared with every public
// page's first chunks) does not import zod just to name a field.

/** The multipart field that carries a file question's answer: `file:<questionId>` (gig-questions.ts). */
export const answerFileField = (questionId: string) => `file:${questionId}`;

/** POST /disputes/{id}/messages: the text field and the files' field (disputes.ts). */
export const DISPUTE_MESSAGE_FIELDS = { text: 'body', files: 'files' } as const;
