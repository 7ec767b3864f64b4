import { useEffect, type ReactNode } from 'react';
import { appMessages } from '../../app/messages';
import { classes } from '../classes';

export interface PageProps {
  /** The page's one h1, also used for the document title. */
  title: string;
  children?: ReactNode;
  className?: string;
}

/** A page: its h1 and content. Sets the document title so that each route is announced by name. */
export function Page({ title, children, className }: PageProps) {
  useEffect(() => {
    document.title = `${title} | ${appMessages.brandName}`;
  }, [title]);
  return (
    <div className={classes('page container', className)}>
      <h1 className="page__title">{title}</h1>
      {children}
    </div>
  );
}
