const { createConfig } = require('../../webpack.shared');

module.exports = createConfig({
  role: 'remote',
  name: 'klw_auth',
  dirname: __dirname,
  exposes: {
    './client': './src/exposes/client.ts',
    './session': './src/exposes/session.ts',
  },
});
