import type { ReactNode } from 'react';
import type { DesignFile } from '@contract/designs';
import { classes } from '../../components/classes';
import { isPicture } from './designRules';
import './designs.css';

export interface DesignFileWords {
  /** What the picture shows ('Draft: stamp-a.png'). */
  alt: string;
  download: string;
  loading: string;
  failed: string;
}

export interface DesignFileViewProps {
  file: DesignFile;
  /** The object URL of its bytes once fetched with the signed-in token; null until then. */
  url: string | null;
  failed: boolean;
  words: DesignFileWords;
  /** What this side may do with the file (pick it, remove it) and its marks (chosen, published). */
  children?: ReactNode;
  className?: string;
}

/**
 * One file of a design request: a picture drawn from its bytes, and for every file (a PDF is
 * offered only so) a download link under its own name. Props only.
 */
export function DesignFileView({
  file,
  url,
  failed,
  words,
  children,
  className,
}: DesignFileViewProps) {
  return (
    <figure className={classes('design-file', className)}>
      {url && isPicture(file.content_type) ? (
        <img className="design-file__picture" src={url} alt={words.alt} />
      ) : null}
      <figcaption className="design-file__caption">
        {failed ? (
          <span className="design-file__failed">{words.failed}</span>
        ) : url ? (
          <a href={url} download={file.name}>
            {words.download}
          </a>
        ) : (
          <span className="design-file__loading">{words.loading}</span>
        )}
        {children}
      </figcaption>
    </figure>
  );
}

export interface DesignColoursViewProps {
  colours: readonly string[];
  /** A colour in words, for a reader who does not see the swatch ('Colour 1: #aa3300'). */
  label: (n: number, value: string) => string;
  none: string;
}

/** The shop's colours a brief names: a swatch beside each, named in words. Props only. */
export function DesignColoursView({ colours, label, none }: DesignColoursViewProps) {
  if (colours.length === 0) return <p>{none}</p>;
  return (
    <ul className="design-colours">
      {colours.map((colour, index) => (
        <li key={`${index}-${colour}`} className="design-colours__item">
          <span
            className="design-colours__swatch"
            style={{ backgroundColor: colour }}
            aria-hidden="true"
          />
          <span>{label(index + 1, colour)}</span>
        </li>
      ))}
    </ul>
  );
}
