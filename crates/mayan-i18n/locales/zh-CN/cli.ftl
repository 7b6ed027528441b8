## cli: zh-CN

