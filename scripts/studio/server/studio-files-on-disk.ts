import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { StudioFiles } from '../model/studio-operations.ts';
import { writableFolders } from './safe-write.ts';


/**
 * Reads every JSON file of schemas/forms/ and schemas/messages/ as text, the map the studio's
 * model works on. Symbolic links are not followed, so a link cannot bring a file from elsewhere
 * into the studio.
 */
export function readStudioFiles(root: string): StudioFiles {
  const files: Record<string, string> = {};
  const visit = (folder: string) => {
    const entries = readdirSync(path.join(root, folder), { withFileTypes: true });
    for (const entry of entries.sort((a, b) => a.name.localeCompare(b.name))) {
      const relative = `${folder}/${entry.name}`;
      if (entry.isDirectory()) visit(relative);
      else if (entry.isFile() && entry.name.endsWith('.json')) {
        files[relative] = readFileSync(path.join(root, relative), 'utf8');
      }
    }
  };
  for (const folder of writableFolders) visit(folder);
  return files;
}
