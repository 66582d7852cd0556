// For deploy-files.spec.ts: prints the node it runs on and its flags, and exits with the code it
// is given.
console.log(process.version);
console.log(process.execArgv.join(' '));
process.exit(Number(process.argv[2] ?? 0));
