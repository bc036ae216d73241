import type { DisplayProps } from '../contract';
import { valueText } from './text-cell';
import './cells.css';

/**
 * A value drawn as a link when `hrefOf` finds a safe address for it, as plain text otherwise. The link opens
 * without reaching back into Basalt (`noopener noreferrer`); a click on it does not also start editing the cell.
 */
export function linkDisplay(hrefOf: (text: string) => string | undefined, external: boolean) {
  return function LinkDisplay({ value }: DisplayProps) {
    const text = valueText(value);
    const href = text ? hrefOf(text) : undefined;
    if (!href) return <span className="basalt-cell-text">{text}</span>;
    return (
      <a
        className="basalt-cell-link"
        href={href}
        {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
        onDoubleClick={(event) => event.stopPropagation()}
      >
        {text}
      </a>
    );
  };
}
