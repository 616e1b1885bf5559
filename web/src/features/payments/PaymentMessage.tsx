/** The message area under the card form. */
export function PaymentMessage({ message }: { message: string | null }) {
  return (
    <div id="payment-message" role="alert" aria-live="assertive" className="min-h-5 text-center text-sm text-red-600">
      {message}
    </div>
  );
}
