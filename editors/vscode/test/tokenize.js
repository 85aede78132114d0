// Tokenizes a file with the grammar through VS Code's own TextMate engine and prints
// [text, scopes] pairs as JSON: `npm install && node test/tokenize.js FILE`.
// tests/test_editors.py runs it when node and these packages are there.
const fs = require("fs");
const path = require("path");
const vsctm = require("vscode-textmate");
const oniguruma = require("vscode-oniguruma");

const grammarPath = path.join(__dirname, "..", "syntaxes", "sueca.tmLanguage.json");
const wasm = fs.readFileSync(require.resolve("vscode-oniguruma/release/onig.wasm")).buffer;

oniguruma.loadWASM(wasm).then(() => new vsctm.Registry({
  onigLib: Promise.resolve({
    createOnigScanner: (patterns) => new oniguruma.OnigScanner(patterns),
    createOnigString: (text) => new oniguruma.OnigString(text),
  }),
  loadGrammar: async () => vsctm.parseRawGrammar(fs.readFileSync(grammarPath, "utf8"), grammarPath),
}).loadGrammar("source.sueca")).then((grammar) => {
  let state = vsctm.INITIAL;
  const tokens = [];
  for (const line of fs.readFileSync(process.argv[2], "utf8").split("\n")) {
    const result = grammar.tokenizeLine(line, state);
    for (const token of result.tokens) {
      const text = line.substring(token.startIndex, token.endIndex);
      if (text.trim()) tokens.push([text, token.scopes.slice(1)]);
    }
    state = result.ruleStack;
  }
  process.stdout.write(JSON.stringify(tokens));
});
