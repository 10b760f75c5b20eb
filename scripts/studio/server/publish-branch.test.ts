import { describe, expect, it } from 'vitest';
import { reviewLinkOf, shownAddress } from './publish-branch.ts';

describe('where a reviewer opens a published branch', () => {
  it("is GitHub's compare page for a GitHub remote, by HTTPS or SSH", () => {
    for (const address of [
      'https://github.com/energy/help-site.git',
      'https://token@github.com/energy/help-site',
      'git@github.com:energy/help-site.git',
      'ssh://git@github.com/energy/help-site.git',
    ]) {
      expect(reviewLinkOf(address, 'forms/best-time', 'main'), address).toBe(
        'https://github.com/energy/help-site/compare/main...forms/best-time?expand=1',
      );
    }
  });

  it("is GitLab's new merge request for a GitLab remote, in groups too", () => {
    expect(reviewLinkOf('git@gitlab.com:energy/web/help-site.git', 'forms/a b', 'main')).toBe(
      'https://gitlab.com/energy/web/help-site/-/merge_requests/new?merge_request%5Bsource_branch%5D=forms%2Fa+b&merge_request%5Btarget_branch%5D=main',
    );
  });

  it('is none for any other remote, whose address is shown without its password', () => {
    expect(reviewLinkOf('/srv/git/help-site.git', 'forms/x', 'main')).toBeUndefined();
    expect(
      reviewLinkOf('https://git.example.com/help-site.git', 'forms/x', 'main'),
    ).toBeUndefined();
    expect(shownAddress('https://editor:secret@git.example.com/help-site.git')).toBe(
      'https://git.example.com/help-site.git',
    );
  });
});
