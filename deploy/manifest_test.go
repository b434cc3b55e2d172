package deploy

import (
	"os"
	"slices"
	"strconv"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"go.yaml.in/yaml/v3"
)

// job is the part of a Kubernetes Job that the count needs right.
type job struct {
	APIVersion string `yaml:"apiVersion"`
	Kind       string `yaml:"kind"`
	Spec       struct {
		CompletionMode string `yaml:"completionMode"`
		Completions    int    `yaml:"completions"`
		Parallelism    int    `yaml:"parallelism"`
		Template       struct {
			Spec struct {
				RestartPolicy string `yaml:"restartPolicy"`
				Containers    []struct {
					Command      []string `yaml:"command"`
					VolumeMounts []struct {
						Name      string `yaml:"name"`
						MountPath string `yaml:"mountPath"`
					} `yaml:"volumeMounts"`
				} `yaml:"containers"`
				Volumes []struct {
					Name      string `yaml:"name"`
					ConfigMap struct {
						Name string `yaml:"name"`
					} `yaml:"configMap"`
				} `yaml:"volumes"`
			} `yaml:"spec"`
		} `yaml:"template"`
	} `yaml:"spec"`
}

// TestCountJob reads the Indexed Job and checks that it counts every part
// once: Indexed mode, as many completions as parts, each pod's command
// counting the part its index names, on the problem the ConfigMap mounts.
func TestCountJob(t *testing.T) {
	b, err := os.ReadFile("count-job.yaml")
	require.NoError(t, err)
	var j job
	require.NoError(t, yaml.Unmarshal(b, &j))
	assert.Equal(t, "batch/v1", j.APIVersion)
	assert.Equal(t, "Job", j.Kind)
	assert.Equal(t, "Indexed", j.Spec.CompletionMode)
	assert.Equal(t, "Never", j.Spec.Template.Spec.RestartPolicy)
	require.Len(t, j.Spec.Template.Spec.Containers, 1)
	c := j.Spec.Template.Spec.Containers[0]
	require.GreaterOrEqual(t, len(c.Command), 2)
	assert.Equal(t, []string{"/xcover", "cover"}, c.Command[:2])
	assert.Contains(t, c.Command, "-count")
	flag := func(name string) string {
		i := slices.Index(c.Command, name)
		require.True(t, i >= 0 && i+1 < len(c.Command), "%s and its value", name)
		return c.Command[i+1]
	}
	parts, err := strconv.Atoi(flag("-parts"))
	require.NoError(t, err)
	assert.Equal(t, parts, j.Spec.Completions, "a pod a part")
	assert.LessOrEqual(t, j.Spec.Parallelism, parts)
	assert.Equal(t, "$(JOB_COMPLETION_INDEX)", flag("-part"), "each pod counts the part its index names")
	problem := c.Command[len(c.Command)-1]
	require.Len(t, c.VolumeMounts, 1)
	assert.Equal(t, c.VolumeMounts[0].MountPath+"/problem.dlx", problem)
	require.Len(t, j.Spec.Template.Spec.Volumes, 1)
	assert.Equal(t, c.VolumeMounts[0].Name, j.Spec.Template.Spec.Volumes[0].Name)
	assert.Equal(t, "xcover-problem", j.Spec.Template.Spec.Volumes[0].ConfigMap.Name)
}
