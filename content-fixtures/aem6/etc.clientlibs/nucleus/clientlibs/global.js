// Stand-in for the content service's global script, loaded by pages flagged nucleus-content.
// It only marks the page, so tests and people can see that it loaded.
document.documentElement.dataset.nucleusGlobal = 'loaded';
