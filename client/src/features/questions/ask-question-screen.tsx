import { zodResolver } from '@hookform/resolvers/zod';
import { askQuestionBodySchema, QUESTION_CATEGORIES } from '@contract/questions';
import { pathTo } from '@contract/pages';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useLocation } from 'wouter';
import { AccessRestricted } from '@client/components/access-restricted';
import { TextLink } from '@client/components/text-link';
import { Button } from '@client/components/ui/button';
import { TextField } from '@client/components/ui/form-field';
import { Label } from '@client/components/ui/label';
import { Skeleton } from '@client/components/ui/skeleton';
import { toast } from '@client/components/ui/use-toast';
import { useCurrentUser } from '@client/lib/auth';
import { useAskQuestion } from './api/questions';
import { categoryLabel, selectClass } from './question-parts';

export function AskQuestionScreen() {
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
        <h1 className="font-serif text-3xl font-bold text-navy-900">Ask a Question</h1>
        <Skeleton className="mt-8 h-64 w-full" />
      </div>
    );
  }
  if (!user) {
    return (
      <AccessRestricted
        title="Ask a Question"
        message="Please log in or create an account to ask the ministry a question."
      />
    );
  }

  const onSubmit = form.handleSubmit((values) => {
    ask.mutate(values, {
      onSuccess: () => {
        toast({
          title: 'Question Submitted',
          description: 'Thank you! You will receive an e-mail when it has been answered.',
        });
        navigate(pathTo('questionsMy'));
      },
    });
  });

  return (
    <div className="container-page max-w-2xl py-12 sm:py-16">
      <h1 className="font-serif text-3xl font-bold text-navy-900 sm:text-4xl">Ask a Question</h1>
      <p className="mt-4 text-lg leading-relaxed text-slate-700">
        Ask the ministry a question about the Bible. Answered questions may be published for others
        to learn from, showing only your first name, or 'Anonymous' if you prefer.
      </p>
      <form onSubmit={onSubmit} noValidate className="mt-8 space-y-5">
        <TextField label="Title" error={errors.title?.message} {...form.register('title')} />
        <div className="space-y-2">
          <Label htmlFor={`${id}-category`}>Category</Label>
          <select id={`${id}-category`} className={selectClass} {...form.register('category')}>
            {QUESTION_CATEGORIES.map((c) => (
              <option key={c} value={c}>
                {categoryLabel(c)}
              </option>
            ))}
          </select>
          {errors.category ? (
            <p role="alert" className="text-sm font-medium text-red-700">
              {errors.category.message}
            </p>
          ) : null}
        </div>
        <div className="space-y-2">
          <Label htmlFor={`${id}-content`}>Your Question</Label>
          <textarea
            id={`${id}-content`}
            rows={6}
            aria-invalid={errors.content ? true : undefined}
            aria-describedby={errors.content ? `${id}-content-error` : undefined}
            className="w-full rounded-md border border-navy-300 bg-white px-3 py-2 text-base text-navy-950 aria-invalid:border-red-700 sm:text-sm"
            {...form.register('content')}
          />
          {errors.content ? (
            <p id={`${id}-content-error`} role="alert" className="text-sm font-medium text-red-700">
              {errors.content.message}
            </p>
          ) : null}
        </div>
        <label className="flex items-center gap-2 text-sm text-navy-900">
          <input type="checkbox" className="size-4" {...form.register('anonymous')} />
          Publish my question as 'Anonymous'
        </label>
        <div className="flex items-center gap-4">
          <Button type="submit" disabled={ask.isPending}>
            {ask.isPending ? 'Submitting...' : 'Submit Question'}
          </Button>
          <TextLink href={pathTo('questionsMy')}>My Questions</TextLink>
        </div>
      </form>
    </div>
  );
}
