import type { ComponentProps, ReactNode } from 'react';
import { cn } from '@client/lib/utils';

export function Card({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      className={cn(
        'flex flex-col rounded-xl border border-navy-100 bg-white text-navy-950 shadow-sm',
        className,
      )}
      {...props}
    />
  );
}

export function CardHeader({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('flex flex-col gap-1.5 p-6', className)} {...props} />;
}

/** A card's heading; pick the level that fits the page outline (default h3). */
export function CardTitle({
  className,
  as: Heading = 'h3',
  ...props
}: ComponentProps<'h3'> & { as?: 'h2' | 'h3' | 'h4' }) {
  return (
    <Heading
      className={cn('font-serif text-xl leading-snug font-semibold text-navy-900', className)}
      {...props}
    />
  );
}

export function CardDescription({ className, ...props }: ComponentProps<'p'>) {
  return <p className={cn('text-sm text-slate-600', className)} {...props} />;
}

export function CardContent({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('px-6 pb-6', className)} {...props} />;
}

export function CardFooter({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('mt-auto flex items-center px-6 pb-6', className)} {...props} />;
}

/**
 * A card that holds one section of a page: its title (a level 2 heading unless `titleAs` says
 * otherwise), an optional sentence under it, then its content.
 */
export function SectionCard({
  title,
  description,
  titleAs = 'h2',
  contentClassName,
  children,
  ...props
}: Omit<ComponentProps<'div'>, 'title'> & {
  title: ReactNode;
  description?: ReactNode;
  titleAs?: 'h2' | 'h3';
  contentClassName?: string;
}) {
  return (
    <Card {...props}>
      <CardHeader>
        <CardTitle as={titleAs}>{title}</CardTitle>
        {description ? <CardDescription>{description}</CardDescription> : null}
      </CardHeader>
      <CardContent className={contentClassName}>{children}</CardContent>
    </Card>
  );
}
