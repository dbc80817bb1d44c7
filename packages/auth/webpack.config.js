const { createConfig } = require('../../webpack.shared');

module.exports = createConfig({
  role: 'remote',
  name: 'klw_auth',
  dirname: __dirname,
  exposes: {
    './client': './src/exposes/client.ts',
    './session': './src/exposes/session.ts',
    // Run by the shell before a screen's code has arrived; every screen that imports klw_auth gains.
    './page-load': './src/exposes/page-load.ts',
  },
});
