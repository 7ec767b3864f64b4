import { useEffect, type ReactNode } from 'react';
import { useTranslator } from '../../i18n/useTranslator';
import { classes } from '../classes';

export interface PageProps {
  /** The page's one h1, also used for the document title. */
  title: string;
  children?: ReactNode;
  className?: string;
}

/** A page: its h1 and content. Sets the document title so that each route is announced by name. */
export function Page({ title, children, className }: PageProps) {
  const t = useTranslator();
  const brandName = t('app.brandName');
  useEffect(() => {
    document.title = `${title} | ${brandName}`;
  }, [title, brandName]);
  return (
    <div className={classes('page container', className)}>
      <h1 className="page__title">{title}</h1>
      {children}
    </div>
  );
}
