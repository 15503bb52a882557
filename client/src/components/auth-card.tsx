import type { ReactNode } from 'react';
import { Card, CardContent, CardDescription, CardHeader } from './ui/card';

/** The centred card of the sign-in, registration and password screens, with the page's h1. */
export function AuthCard({
  title,
  description,
  children,
  footer,
}: {
  title: string;
  description?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
}) {
  return (
    <div className="container-page flex justify-center py-12 sm:py-16">
      <Card className="w-full max-w-md">
        <CardHeader className="text-center">
          <h1 className="font-serif text-2xl font-bold text-navy-900">{title}</h1>
          {description ? <CardDescription>{description}</CardDescription> : null}
        </CardHeader>
        <CardContent>{children}</CardContent>
        {footer ? (
          <div className="border-t border-navy-100 px-6 py-4 text-center text-sm">{footer}</div>
        ) : null}
      </Card>
    </div>
  );
}
