import { Slot } from '@radix-ui/react-slot';
import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { cn } from '@client/lib/utils';

export const buttonVariants = cva(
  'inline-flex items-center justify-center gap-2 rounded-md text-sm font-semibold whitespace-nowrap transition-colors disabled:pointer-events-none disabled:opacity-60 [&_svg]:size-4 [&_svg]:shrink-0',
  {
    variants: {
      variant: {
        default: 'bg-navy-800 text-white shadow-sm hover:bg-navy-700',
        accent: 'bg-gold-400 text-navy-950 shadow-sm hover:bg-gold-300',
        outline:
          'border border-navy-300 bg-white text-navy-800 hover:border-navy-500 hover:bg-navy-50',
        'outline-light': 'border border-white/70 bg-transparent text-white hover:bg-white/10',
        secondary: 'bg-navy-100 text-navy-900 hover:bg-navy-200',
        ghost: 'text-navy-800 hover:bg-navy-100',
        destructive: 'bg-red-700 text-white shadow-sm hover:bg-red-800',
        link: 'text-navy-700 underline-offset-4 hover:underline',
      },
      size: {
        default: 'h-10 px-4 py-2',
        sm: 'h-9 px-3',
        lg: 'h-11 px-6 text-base',
        icon: 'size-10',
      },
    },
    defaultVariants: { variant: 'default', size: 'default' },
  },
);

export type ButtonProps = ComponentProps<'button'> &
  VariantProps<typeof buttonVariants> & {
    /** Render the child element (e.g. a link) with the button's look instead of a <button>. */
    asChild?: boolean;
  };

export function Button({ className, variant, size, asChild = false, ...props }: ButtonProps) {
  const Comp = asChild ? Slot : 'button';
  return <Comp className={cn(buttonVariants({ variant, size }), className)} {...props} />;
}
