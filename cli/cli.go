// Package cli is xcover's command line: `xcover solve` solves batches of
// puzzles natively, using every core; `xcover cover` solves, counts (in
// parts too, on many machines) or estimates any exact cover problem in
// Knuth's format.
package cli

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"strings"
)

// Env is what a command reads and writes: its input, output and error
// streams. Tests pass buffers; main passes the process's own.
type Env struct {
	Stdin  io.Reader
	Stdout io.Writer
	Stderr io.Writer
}

// command is one subcommand of xcover.
type command struct {
	name    string
	summary string
	run     func(env Env, args []string) int
}

// commands lists the subcommands.
var commands = []command{
	{"solve", "solve puzzles from files or stdin, one result line per puzzle", runSolve},
	{"cover", "any exact cover problem in Knuth's format: its solutions, their count (in parts too) or an estimate of the work", runCover},
	{"sum", "add up the parts of a count: the lines of cover -count -json -parts K -part I, checking each part is there once", runSum},
	{"generate", "make puzzles with one solution, minimal, of a chosen variant and difficulty", runGenerate},
	{"rate", "rate puzzles by the techniques a person needs: easy, medium, hard or expert", runRate},
	{"compare", "every solving method on the same puzzles: a table of outcomes, nodes and speed", runCompare},
	{"bench", "whole-process wall time per data set, interleaved with the seed C++ solver and the C reference, and per exact cover problem with Knuth's DLX programs, with ratios and their spread", runBench},
	{"serve", "serve the browser app (build it first: make build-wasm)", runServe},
	{"static", "write the browser app as a static site (for GitHub Pages or any file server)", runStatic},
	{"precompress", "write FILE.br and FILE.gz beside each FILE, for serve", runPrecompress},
	{"version", "the module version and revision this xcover was built from", runVersion},
}

// usage writes the list of commands.
func usage(w io.Writer) {
	fmt.Fprintln(w, "usage: xcover COMMAND [flags] [args]")
	fmt.Fprintln(w, "\ncommands:")
	for _, c := range commands {
		fmt.Fprintf(w, "  %-12s %s\n", c.name, c.summary)
	}
	fmt.Fprintln(w, "\nrun 'xcover help COMMAND' (or 'xcover COMMAND -h') for what a command does and its flags;")
	fmt.Fprintln(w, "every command that reads files reads them gzip-compressed too")
}

// Main runs the command named by args[0] and returns the process exit code:
// 0 on success, 1 when some input failed, 2 on a usage error.
func Main(env Env, args []string) int {
	if len(args) == 0 {
		usage(env.Stderr)
		return 2
	}
	name := args[0]
	switch name {
	case "-h", "-help", "--help":
		usage(env.Stdout)
		return 0
	case "help":
		return help(env, args[1:])
	}
	if c, ok := find(name); ok {
		return c.run(env, args[1:])
	}
	fmt.Fprintf(env.Stderr, "xcover: unknown command %q (commands: %s)\n", name, names())
	return 2
}

// help is `xcover help [COMMAND]`: the list of commands, or the help of
// one, as its -h writes it, on stdout.
func help(env Env, args []string) int {
	switch {
	case len(args) == 0:
		usage(env.Stdout)
		return 0
	case len(args) > 1:
		fmt.Fprintf(env.Stderr, "xcover help: one command at a time, not %q\n", strings.Join(args, " "))
		return 2
	}
	c, ok := find(args[0])
	if !ok {
		fmt.Fprintf(env.Stderr, "xcover help: unknown command %q (commands: %s)\n", args[0], names())
		return 2
	}
	c.run(Env{Stdin: env.Stdin, Stdout: env.Stdout, Stderr: env.Stdout}, []string{"-h"})
	return 0
}

// find returns the command called name.
func find(name string) (command, bool) {
	for _, c := range commands {
		if c.name == name {
			return c, true
		}
	}
	return command{}, false
}

// names lists the command names.
func names() string {
	var out []string
	for _, c := range commands {
		out = append(out, c.name)
	}
	return strings.Join(out, ", ")
}

// parseFlags parses a command's flags (the flag set is named for the
// command). ok is false when the command must stop there, with code as its
// exit status: 0 when help was asked for, 2 for a bad flag or, when the
// command takes no arguments, an argument.
func parseFlags(env Env, fs *flag.FlagSet, args []string, takesArgs bool) (code int, ok bool) {
	if err := parseArgs(fs, args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return 0, false
		}
		fmt.Fprintf(env.Stderr, "xcover %s: %v\n", fs.Name(), err)
		return 2, false
	}
	if !takesArgs && fs.NArg() > 0 {
		fmt.Fprintf(env.Stderr, "xcover %s: unexpected argument %q\n", fs.Name(), fs.Arg(0))
		return 2, false
	}
	return 0, true
}

// parseArgs parses args into fs's flags. A bad flag or value is the error
// alone, one line for the command to write, without the help that flag
// writes with it; -h writes the help (fs.Usage) and returns flag.ErrHelp.
func parseArgs(fs *flag.FlagSet, args []string) error {
	usage, out := fs.Usage, fs.Output()
	fs.Usage = func() {}
	fs.SetOutput(io.Discard)
	err := fs.Parse(args)
	fs.Usage = usage
	fs.SetOutput(out)
	if errors.Is(err, flag.ErrHelp) {
		fs.Usage()
	}
	return err
}
