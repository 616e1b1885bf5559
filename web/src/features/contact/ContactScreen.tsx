import { zodResolver } from '@hookform/resolvers/zod';
import { useLingui } from '@lingui/react';
import { Clock, Mail, MessageSquare } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { useSearchParams } from 'react-router';
import { toast } from 'react-toastify';
import { TOAST_MS } from '@shared/constants';
import { contactSchema, type ContactInput } from '@shared/schemas/contact';
import { ApiError } from '@web/api/client';
import { applyServerErrors } from '@web/lib/form-errors';
import { useTranslateError } from '@web/lib/i18n';
import { Button } from '@web/ui/Button';
import { Card, Page } from '@web/ui/Card';
import { Input, Textarea } from '@web/ui/Field';
import { useSendContact } from './api';
import { appealDraft } from '@web/lib/appeal';

const EMPTY: ContactInput = { from_name: '', from_email: '', message: '' };
const FIELDS = ['from_name', 'from_email', 'message'] as const;

const POINTS = [
  { Icon: MessageSquare, title: 'pages.contact.questions', text: 'pages.contact.questionsText' },
  { Icon: Clock, title: 'pages.contact.quick', text: 'pages.contact.quickText' },
  { Icon: Mail, title: 'pages.contact.inbox', text: 'pages.contact.inboxText' },
];

export default function ContactScreen() {
  const { _ } = useLingui();
  const translateError = useTranslateError();
  const send = useSendContact();
  const [params] = useSearchParams();
  // Opened from a suspended login's "Ask us or appeal": the case is written in already.
  const form = useForm<ContactInput>({
    resolver: zodResolver(contactSchema),
    defaultValues: { ...EMPTY, ...appealDraft(params, _) },
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit((input) =>
    send.mutate(input, {
      onSuccess: () => {
        toast.success(_('pages.contact.sent'), { autoClose: TOAST_MS.contact });
        form.reset(EMPTY);
      },
      onError: (err) => {
        // A field the server refused stays filled in, marked; any other failure is SPEC's alert and a fresh form.
        if (err instanceof ApiError && err.fieldErrors.length && applyServerErrors(err, form.setError, FIELDS) === null)
          return;
        window.alert(_('pages.contact.failed'));
        form.reset(EMPTY);
      },
    }),
  );

  return (
    <Page className="grid gap-10 py-12 lg:grid-cols-[1fr_1.2fr] lg:gap-16">
      <div>
        <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">{_('pages.contact.eyebrow')}</p>
        <h1 className="mt-2 text-3xl font-semibold tracking-tight text-slate-900 sm:text-4xl">
          {_('pages.contact.title')}
        </h1>
        <p className="mt-4 leading-7 text-slate-600">{_('pages.contact.intro')}</p>
        <ul className="mt-8 space-y-5">
          {POINTS.map(({ Icon, title, text }) => (
            <li key={title} className="flex gap-4">
              <span className="grid size-10 shrink-0 place-items-center rounded-xl bg-brand-50 text-brand-700">
                <Icon className="size-5" aria-hidden />
              </span>
              <div>
                <p className="font-medium text-slate-900">{_(title)}</p>
                <p className="text-sm text-slate-600">{_(text)}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>

      <Card className="sm:p-8">
        <h2 className="text-lg font-semibold text-slate-900">{_('pages.contact.formTitle')}</h2>
        <form onSubmit={submit} noValidate className="mt-5 space-y-4">
          <Input
            label={_('pages.contact.name')}
            autoComplete="name"
            required
            maxLength={100}
            {...form.register('from_name')}
            error={translateError(errors.from_name?.message)}
          />
          <Input
            label={_('pages.contact.email')}
            type="email"
            autoComplete="email"
            required
            {...form.register('from_email')}
            error={translateError(errors.from_email?.message)}
          />
          <Textarea
            label={_('pages.contact.message')}
            required
            rows={6}
            maxLength={5000}
            {...form.register('message')}
            error={translateError(errors.message?.message)}
          />
          <Button type="submit" size="lg" className="w-full sm:w-auto" loading={send.isPending}>
            {_('pages.contact.submit')}
          </Button>
        </form>
      </Card>
    </Page>
  );
}
