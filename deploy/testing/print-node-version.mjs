// For deploy-files.spec.ts: prints the node it runs on and exits with the code it is given.
console.log(process.version);
process.exit(Number(process.argv[2] ?? 0));
