import type { ReactNode, Ref } from 'react';

/**
 * A modal confirmation or small form (the browser's <dialog>: focus stays inside, Escape closes it, the page
 * behind is inert). Open it with `ref.current.showModal()`.
 */
export function Dialog({
  ref,
  id,
  title,
  children,
}: {
  ref: Ref<HTMLDialogElement>;
  id: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <dialog
      ref={ref}
      aria-labelledby={id}
      className="m-auto w-[min(28rem,calc(100vw-2rem))] rounded-2xl p-6 shadow-xl backdrop:bg-slate-900/40"
    >
      <div className="space-y-4">
        <h2 id={id} className="text-lg font-semibold text-slate-900">
          {title}
        </h2>
        {children}
      </div>
    </dialog>
  );
}
