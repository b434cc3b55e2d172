package architecture

import (
	"errors"
	"go/build"
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// module is the project's module path, root its folder from this one's.
const (
	module = "xcover"
	root   = "../.."
)

// goApp is go-app's package, which packageImports counts among the
// project's imports.
const goApp = "github.com/maxence-charriere/go-app/v10/pkg/app"

// packageImports is every package of the project with the project's
// packages it imports (not its tests), as built natively or for the
// browser (GOOS=js GOARCH=wasm), keyed by path inside the module
// ("app/ui"; "main" for the root), and go-app (goApp) if it imports
// that. Test-only packages, which build
// nothing but tests, are left out.
func packageImports(t *testing.T) map[string][]string {
	t.Helper()
	browser := build.Default
	browser.GOOS, browser.GOARCH = "js", "wasm"
	contexts := []build.Context{build.Default, browser}
	found := map[string][]string{}
	err := filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
		if err != nil || !d.IsDir() {
			return err
		}
		if name := d.Name(); path != root && (strings.HasPrefix(name, ".") || name == "testdata" || name == "web" || name == "build") {
			return filepath.SkipDir
		}
		for _, ctx := range contexts {
			p, err := ctx.ImportDir(path, 0)
			var none *build.NoGoError
			if errors.As(err, &none) {
				continue
			}
			require.NoError(t, err, path)
			rel, err := filepath.Rel(root, path)
			require.NoError(t, err)
			key := filepath.ToSlash(rel)
			if key == "." {
				key = "main"
			}
			imports := found[key]
			for _, imp := range p.Imports {
				if imp == goApp {
					imp = module + "/" + goApp
				}
				if rel, ok := strings.CutPrefix(imp, module+"/"); ok && !slices.Contains(imports, rel) {
					imports = append(imports, rel)
				}
			}
			found[key] = imports
		}
		return nil
	})
	require.NoError(t, err)
	return found
}

// architectureRow is a row of docs/architecture.md's table of packages:
// its packages, and the project's packages each imports.
type architectureRow struct {
	packages []string
	imports  map[string][]string // by package
}

// ticked is a name in backticks.
var ticked = regexp.MustCompile("`([^`]+)`")

// tickedNames are the names in backticks in s.
func tickedNames(s string) []string {
	var names []string
	for _, m := range ticked.FindAllStringSubmatch(s, -1) {
		names = append(names, m[1])
	}
	return names
}

// resolve is the package a short name in the table stands for: "dlx",
// "sudoku/exact" and "app/site" name themselves, "ui" and "puzzle/input"
// the package under app/; in a row of several packages, "samples" names
// the row's sudoku/internal/samples.
func resolve(name string, known map[string][]string, row []string) string {
	if _, ok := known[name]; ok {
		return name
	}
	for _, p := range row {
		if strings.HasSuffix(p, "/"+name) {
			return p
		}
	}
	return "app/" + name
}

// architectureTable reads the table of packages at the top of
// docs/architecture.md (its text), in its order. A row of two packages tells each
// one's imports in groups: "`a`, `b` (`p`); nothing (`q`)".
func architectureTable(t *testing.T, text string, known map[string][]string) []architectureRow {
	t.Helper()
	var rows []architectureRow
	for line := range strings.Lines(text) {
		cells := strings.Split(strings.TrimSpace(line), "|")
		if len(cells) != 5 || !strings.HasPrefix(strings.TrimSpace(cells[1]), "`") {
			if len(rows) > 0 {
				break // the first table ends
			}
			continue
		}
		row := architectureRow{imports: map[string][]string{}}
		for _, name := range tickedNames(cells[1]) {
			row.packages = append(row.packages, resolve(name, known, nil))
		}
		for group := range strings.SplitSeq(cells[3], ";") {
			owners := row.packages
			if open := strings.LastIndex(group, "("); open > 0 && len(row.packages) > 1 {
				owners = nil
				for _, name := range tickedNames(group[open:]) {
					owners = append(owners, resolve(name, known, row.packages))
				}
				group = group[:open]
			}
			for _, owner := range owners {
				for _, name := range tickedNames(group) {
					row.imports[owner] = append(row.imports[owner], resolve(name, known, row.packages))
				}
			}
		}
		rows = append(rows, row)
	}
	require.NotEmpty(t, rows, "docs/architecture.md has its table of packages")
	return rows
}

// TestArchitectureIsTrue holds docs/architecture.md's table to the code:
// every package of the project has a row; each row names exactly the
// project's packages that its package imports (for a row of several
// packages, each one's, or their union when the row does not tell them
// apart; the row's own packages go without saying); and imports point one
// way, down the table.
func TestArchitectureIsTrue(t *testing.T) {
	text, err := os.ReadFile("../architecture.md")
	require.NoError(t, err)
	actual := packageImports(t)
	rows := architectureTable(t, string(text), actual)
	row := map[string]int{} // each package's row
	for i, r := range rows {
		for _, p := range r.packages {
			_, exists := actual[p]
			assert.True(t, exists, "docs/architecture.md names %s, which is not a package", p)
			row[p] = i
		}
	}
	goAppUsers := goAppImporters(t, string(text))
	for p, imports := range actual {
		assert.Equal(t, goAppUsers(p), slices.Contains(imports, goApp), "docs/architecture.md is wrong on whether %s imports go-app", p)
		imports = slices.DeleteFunc(slices.Clone(imports), func(imp string) bool { return imp == goApp })
		i, ok := row[p]
		if !assert.True(t, ok, "docs/architecture.md has no row for %s", p) {
			continue
		}
		want := rows[i].imports[p]
		if len(rows[i].packages) > 1 && len(want) == 0 && !rowTellsApart(rows[i]) {
			want = rows[i].imports[rows[i].packages[0]]
		}
		for _, imp := range imports {
			if row[imp] == i {
				continue // a package of the same row
			}
			assert.Contains(t, want, imp, "%s imports %s: docs/architecture.md does not say so", p, imp)
			if j, ok := row[imp]; ok {
				assert.Greater(t, j, i, "%s imports %s, which the table lists above it", p, imp)
			}
		}
		if len(rows[i].packages) == 1 {
			for _, imp := range want {
				assert.Contains(t, imports, imp, "docs/architecture.md says %s imports %s; it does not", p, imp)
			}
		}
	}
	for _, r := range rows { // a row of several packages: each import it names is someone's
		if len(r.packages) < 2 {
			continue
		}
		for owner, imports := range r.imports {
			for _, imp := range imports {
				assert.True(t, slices.Contains(actual[owner], imp) || !rowTellsApart(r) && slices.ContainsFunc(r.packages, func(p string) bool { return slices.Contains(actual[p], imp) }),
					"docs/architecture.md says %s imports %s; it does not", owner, imp)
			}
		}
	}
}

// rowTellsApart reports whether a row of several packages tells each
// one's imports (rather than their union).
func rowTellsApart(r architectureRow) bool {
	for _, p := range r.packages[1:] {
		if !slices.Equal(r.imports[p], r.imports[r.packages[0]]) {
			return true
		}
	}
	return false
}

// goAppImporters reads docs/architecture.md's (text's) sentence on which packages
// import go-app ("Only `app`, `ui` and the pages import go-app") and
// reports whether it names a package.
func goAppImporters(t *testing.T, text string) func(p string) bool {
	t.Helper()
	_, after, ok := strings.Cut(text, "\nOnly ")
	require.True(t, ok, "docs/architecture.md says which packages import go-app")
	sentence, _, ok := strings.Cut(after, " import go-app")
	require.True(t, ok, "docs/architecture.md says which packages import go-app")
	named := tickedNames(sentence)
	pages := strings.Contains(sentence, "the pages")
	return func(p string) bool {
		if pages && strings.HasPrefix(p, "app/") && strings.HasSuffix(p, "page") {
			return true
		}
		return slices.Contains(named, p) || slices.Contains(named, strings.TrimPrefix(p, "app/"))
	}
}
