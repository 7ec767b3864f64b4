import {
  TextAreaField as SharedTextAreaField,
  type TextAreaFieldProps,
} from '../../shared/forms/TextAreaField';

export type { TextAreaFieldProps };

/** The shared multi-line field (src/shared/forms) with the store's text area class. */
export function TextAreaField(props: TextAreaFieldProps) {
  return <SharedTextAreaField {...props} controlClassName="store-textarea" />;
}
