import { config } from '../../site/config.ts';
import { contentPaths } from '../../site/content-paths.ts';

/**
 * The content service's form and global scripts, for content pages whose parse result sets
 * nucleusContent (SPEC section 2): a flagged article, and the deals page (decision 032). Their addresses come from the configured content origin,
 * never from the content itself. React 19 hoists async scripts into <head> and loads each once.
 */
export function NucleusScripts() {
  return (
    <>
      {contentPaths.nucleusScripts.map((path) => (
        <script key={path} src={`${config.apiBaseUrls.content}${path}`} async />
      ))}
    </>
  );
}
