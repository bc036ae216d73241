import type { Props } from './props';
import { ShellProvider } from './shell-context';

/** The import wizard's root; it opens from the workspace's import actions. */
export function App(props: Props) {
  const { Providers } = props;
  return (
    <Providers>
      <ShellProvider value={props}>{null}</ShellProvider>
    </Providers>
  );
}
