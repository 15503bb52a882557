import { zodResolver } from '@hookform/resolvers/zod';
import { askQuestionBodySchema, QUESTION_CATEGORIES } from '@contract/questions';
import { pathTo } from '@contract/pages';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { useLocation } from 'wouter';
import { AccessRestricted } from '@client/components/access-restricted';
import { TextLink } from '@client/components/text-link';
import { Button } from '@client/components/ui/button';
import { TextField } from '@client/components/ui/form-field';
import { Label } from '@client/components/ui/label';
import { Skeleton } from '@client/components/ui/skeleton';
import { toast } from '@client/components/ui/use-toast';
import { VerifyEmailNotice } from '@client/components/verify-email-notice';
import { useCurrentUser } from '@client/lib/auth';
import { useLocalizer } from '@client/lib/localize';
import { usePageLanguage } from '@client/lib/i18n';
import { useAskQuestion } from './api/questions';
import { categoryLabel, selectClass } from './question-parts';

export function AskQuestionScreen() {
  const intl = useIntl();
  const lang = usePageLanguage();
  const localizer = useLocalizer();
  const { data: user, isPending } = useCurrentUser();
  const [, navigate] = useLocation();
  const ask = useAskQuestion();
  const id = useId();
  const form = useForm({
    resolver: zodResolver(askQuestionBodySchema),
    defaultValues: { title: '', content: '', category: 'general' as const, anonymous: false },
  });
  const { errors } = form.formState;

  if (isPending) {
    return (
      <div className="container-page py-12" aria-busy="true">
        <h1 className="font-serif text-3xl font-bold text-navy-900">
          {intl.formatMessage({ id: 'page.questionsAsk.title' })}
        </h1>
        <Skeleton className="mt-8 h-64 w-full" />
      </div>
    );
  }
  if (!user) {
    return (
      <AccessRestricted
        title={intl.formatMessage({ id: 'page.questionsAsk.title' })}
        message={intl.formatMessage({ id: 'questions.ask.signIn' })}
      />
    );
  }

  const onSubmit = form.handleSubmit((values) => {
    // The question is in the language of the page it is asked on.
    ask.mutate(
      { ...values, language: lang },
      {
        onSuccess: () => {
          toast({
            title: intl.formatMessage({ id: 'questions.ask.submitted' }),
            description: intl.formatMessage({ id: 'questions.ask.submittedBody' }),
          });
          navigate(pathTo('questionsMy'));
        },
      },
    );
  });

  return (
    <div className="container-page max-w-2xl py-12 sm:py-16">
      <h1 className="font-serif text-3xl font-bold text-navy-900 sm:text-4xl">
        {intl.formatMessage({ id: 'page.questionsAsk.title' })}
      </h1>
      <p className="mt-4 text-lg leading-relaxed text-slate-700">
        {intl.formatMessage({ id: 'questions.ask.lead' })}
      </p>
      {/* A question may be published: only a verified address may ask one. */}
      {!user.emailVerified ? (
        <VerifyEmailNotice user={user} className="mt-8" />
      ) : (
        <form onSubmit={onSubmit} noValidate className="mt-8 space-y-5">
          <TextField
            label={intl.formatMessage({ id: 'questions.ask.titleLabel' })}
            error={errors.title?.message}
            {...form.register('title')}
          />
          <div className="space-y-2">
            <Label htmlFor={`${id}-category`}>
              {intl.formatMessage({ id: 'questions.category' })}
            </Label>
            <select id={`${id}-category`} className={selectClass} {...form.register('category')}>
              {QUESTION_CATEGORIES.map((c) => (
                <option key={c} value={c}>
                  {categoryLabel(intl, c)}
                </option>
              ))}
            </select>
            {errors.category ? (
              <p role="alert" className="text-sm font-medium text-red-700">
                {localizer.text(errors.category.message)}
              </p>
            ) : null}
          </div>
          <div className="space-y-2">
            <Label htmlFor={`${id}-content`}>
              {intl.formatMessage({ id: 'questions.ask.question' })}
            </Label>
            <textarea
              id={`${id}-content`}
              rows={6}
              aria-invalid={errors.content ? true : undefined}
              aria-describedby={errors.content ? `${id}-content-error` : undefined}
              className="w-full rounded-md border border-navy-300 bg-white px-3 py-2 text-base text-navy-950 aria-invalid:border-red-700 sm:text-sm"
              {...form.register('content')}
            />
            {errors.content ? (
              <p
                id={`${id}-content-error`}
                role="alert"
                className="text-sm font-medium text-red-700"
              >
                {localizer.text(errors.content.message)}
              </p>
            ) : null}
          </div>
          <label className="flex items-center gap-2 text-sm text-navy-900">
            <input type="checkbox" className="size-4" {...form.register('anonymous')} />
            {intl.formatMessage({ id: 'questions.ask.anonymous' })}
          </label>
          <div className="flex items-center gap-4">
            <Button type="submit" disabled={ask.isPending}>
              {intl.formatMessage({
                id: ask.isPending ? 'questions.ask.submitting' : 'questions.ask.submit',
              })}
            </Button>
            <TextLink href={pathTo('questionsMy')}>
              {intl.formatMessage({ id: 'page.questionsMy.title' })}
            </TextLink>
          </div>
        </form>
      )}
    </div>
  );
}
