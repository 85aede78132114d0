// Starts `sueca-rules lsp` (the language server of the sueca-rules Python package) for
// .sueca files and for YAML variant files under a variants/ folder.
const vscode = require("vscode");
const { LanguageClient } = require("vscode-languageclient/node");

let client;

function activate(context) {
  const [command, ...args] = vscode.workspace.getConfiguration("sueca").get("server.command");
  client = new LanguageClient(
    "sueca-rules",
    "Sueca rules",
    { command, args },  // stdio
    {
      documentSelector: [
        { scheme: "file", language: "sueca" },
        { scheme: "untitled", language: "sueca" },
        { scheme: "file", language: "yaml", pattern: "**/variants/**/*.{yaml,yml}" },
      ],
    },
  );
  context.subscriptions.push(client);
  return client.start();
}

function deactivate() {
  return client ? client.stop() : undefined;
}

module.exports = { activate, deactivate };
